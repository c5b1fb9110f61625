import people from './people/fr';
import type { ErrorText } from './en';
import community from './community/fr';
import members from './members/fr';
import patterns from './patterns/fr';
import staff from './staff/fr';
import uploads from './uploads/fr';

export default {
  // The profile, avatar and people-search texts live in a file of their own (./people).
  ...people,

  'Invalid email address': 'Adresse e-mail non valide',
  'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
  'Email address is too long': "L'adresse e-mail est trop longue",
  'Password is required': 'Le mot de passe est obligatoire',
  'Password is too long': 'Le mot de passe est trop long',
  'Password must be at least 8 characters': 'Le mot de passe doit comporter au moins 8 caractères',
  'Password must be at most 128 characters': 'Le mot de passe doit comporter au plus 128 caractères',
  'This password is too common. Choose one that is harder to guess.': 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  'Please confirm your password': 'Veuillez confirmer votre mot de passe',
  'Please confirm your new password': 'Veuillez confirmer votre nouveau mot de passe',
  "Passwords don't match": 'Les mots de passe ne correspondent pas',
  'Please enter your password': 'Veuillez saisir votre mot de passe',
  'Please enter your current password': 'Veuillez saisir votre mot de passe actuel',
  'First name is required': 'Le prénom est obligatoire',
  'Last name is required': 'Le nom est obligatoire',
  'First name must be at most 50 characters': 'Le prénom doit comporter au plus 50 caractères',
  'Last name must be at most 50 characters': 'Le nom doit comporter au plus 50 caractères',
  'Password is incorrect': 'Le mot de passe est incorrect',
  'Current password is incorrect': 'Le mot de passe actuel est incorrect',
  'The new password must be different from the current one': "Le nouveau mot de passe doit être différent de l'actuel",
  'This is already your email address': 'C’est déjà votre adresse e-mail',
  'Invalid email or password': 'Adresse e-mail ou mot de passe incorrect',
  'Please choose a supported language': 'Veuillez choisir une langue disponible',
  'Please choose a valid time zone': 'Veuillez choisir un fuseau horaire valide',
  'Theme must be light, dark or system': 'Le thème doit être clair, sombre ou celui du système',
  'Comment cannot be empty': 'Le commentaire ne peut pas être vide',
  'Code is too long': 'Le code est trop long',
  'Token is required': 'Le jeton est manquant',
  Unauthorized: "Vous n'êtes pas connecté",
  Forbidden: "Vous n'avez pas l'autorisation de faire cela",
  'Not found': 'Introuvable',
  'Too many requests. Please try again later.': 'Trop de requêtes. Veuillez réessayer plus tard.',
  'The database is unavailable. Please try again in a moment.': 'La base de données est indisponible. Veuillez réessayer dans un instant.',
  'The server is out of storage space. Please try again later.': "Le serveur n'a plus d'espace de stockage. Veuillez réessayer plus tard.",
  'Internal server error': 'Erreur interne du serveur',
  'Something went wrong. Please try again.': "Une erreur s'est produite. Veuillez réessayer.",

  // What the server answers people (accounts, settings, joining)
  "Account created. Please check your e-mail to verify your address before signing in.": "Compte créé. Consultez vos e-mails pour vérifier votre adresse avant de vous connecter.",
  "Please verify your email address before signing in. Check your inbox for the verification link.": "Veuillez vérifier votre adresse e-mail avant de vous connecter. Le lien de vérification se trouve dans votre boîte de réception.",
  "Your email address has been verified.": "Votre adresse e-mail a été vérifiée.",
  "This verification link is invalid, has expired or has already been used.": "Ce lien de vérification n'est pas valide, a expiré ou a déjà servi.",
  "If that address belongs to an account that still needs verification, a new verification email has been sent.": "Si cette adresse appartient à un compte encore à vérifier, un nouvel e-mail de vérification a été envoyé.",
  "If an account exists for that email address, a password reset link has been sent.": "Si un compte existe pour cette adresse e-mail, un lien de réinitialisation du mot de passe a été envoyé.",
  "This password reset link is invalid, has expired or has already been used.": "Ce lien de réinitialisation n'est pas valide, a expiré ou a déjà servi.",
  "Your password has been reset. Please sign in again on all your devices.": "Votre mot de passe a été réinitialisé. Reconnectez-vous sur tous vos appareils.",
  "You have been signed out.": "Vous avez été déconnecté.",
  "Your password has been changed. Your other sessions have been signed out.": "Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.",
  "Registration is closed: this community is not accepting new members at the moment.": "Les inscriptions sont fermées : cette communauté n'accepte pas de nouveaux membres pour le moment.",
  "Please accept the terms and the code of conduct to create an account.": "Veuillez accepter les conditions et le code de conduite pour créer un compte.",
  "Your account is waiting for approval by the staff. You will get an e-mail when your request to join has been reviewed.": "Votre compte attend l'approbation de l'équipe. Vous recevrez un e-mail une fois votre demande examinée.",

  ...community,
  ...members,
  ...patterns,
  ...staff,
  ...uploads,
} satisfies Record<ErrorText, string>;

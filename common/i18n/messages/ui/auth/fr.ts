import type { AuthMessageId } from './en';

/** Signing in, second part (ui/fr.ts, decision 0033). */
export default {
  // Second step of a sign-in (login page)
  "auth.secondStep.signInAgain": "Veuillez vous reconnecter.",
  "auth.secondStep.failedText": "Une erreur s'est produite. Veuillez réessayer.",
  "auth.secondStep.codeRequired": "Saisissez le code à 6 chiffres de votre application d'authentification.",
  "auth.secondStep.recoveryRequired": "Saisissez l'un de vos codes de récupération.",
  "auth.secondStep.code": "Code d'authentification",
  "auth.secondStep.codeHint": "Ouvrez votre application d'authentification et saisissez le code à 6 chiffres qu'elle affiche pour ce site.",
  "auth.secondStep.recoveryCode": "Code de récupération",
  "auth.secondStep.recoveryHint": "Chaque code de récupération ne fonctionne qu'une fois.",
  "auth.secondStep.verify": "Vérifier",
  "auth.secondStep.passkey": "Utiliser une clé d'accès",
  "auth.secondStep.useRecoveryCode": "Utiliser plutôt un code de récupération",
  "auth.secondStep.useApp": "Utiliser plutôt votre application d'authentification",
  "auth.secondStep.startOver": "Recommencer",

  // Who may join (register page)
  "auth.joining.invitedBy": "{name} vous invite à nous rejoindre. Créez votre compte ci-dessous.",
  "auth.joining.invited": "Vous êtes invité à nous rejoindre. Créez votre compte ci-dessous.",
  "auth.joining.inviteOnly": "L'inscription se fait uniquement sur invitation. Ouvrez le lien d'invitation que vous avez reçu, ou collez son code ci-dessous.",
  "auth.joining.approval": "Les nouveaux comptes sont examinés par l'équipe. Une fois votre adresse e-mail vérifiée, nous vous répondrons par e-mail.",
  "auth.joining.invitationCode": "Code d'invitation",
  "auth.joining.acceptTerms": "J'accepte les <terms>conditions d'utilisation</terms> et le <conduct>code de conduite</conduct>.",

  // A provider's way back (/auth/providers/:id/callback)
  "auth.callback.documentTitle": "Connexion",
  "auth.callback.linked": "Compte associé",
  "auth.callback.linkedText": "Vous pouvez maintenant vous connecter avec ce compte.",
  "auth.callback.network": "Erreur réseau. Veuillez réessayer.",
  "auth.callback.failedText": "La connexion n'a pas pu aboutir.",
  "auth.callback.failed": "Échec de la connexion",
  "auth.callback.linkTitle": "Associer votre compte {provider}",
  "auth.callback.linkText": "Un compte avec l'adresse {email} existe déjà ici. Connectez-vous-y comme d'habitude, puis confirmez l'association de votre compte {provider} dans les paramètres.",
  "auth.callback.signInToLink": "Se connecter pour associer",
  "auth.callback.waiting": "En attente d'approbation",
  "auth.callback.signingIn": "Connexion en cours",

  // A new verification link (verify e-mail page)
  "auth.resend.sent": "Un nouvel e-mail de vérification vous a été envoyé.",
  "auth.resend.failed": "Impossible de renvoyer l'e-mail de vérification",
  "auth.resend.button": "Renvoyer l'e-mail de vérification",
  "auth.resend.sendLink": "Envoyer un nouveau lien",
} satisfies Record<AuthMessageId, string>;

import type { MemberErrorText } from './en';

export default {
  'Please explain why this decision should be reconsidered.': 'Veuillez expliquer pourquoi cette décision devrait être réexaminée.',
  'Say which sanction you are appealing.': 'Indiquez la sanction que vous contestez.',
  'There is no sanction in force on your account to appeal.': 'Aucune sanction en vigueur sur votre compte ne peut faire l\'objet d\'un recours.',
  'This sanction is no longer in force, or is not yours to appeal.': 'Cette sanction n\'est plus en vigueur, ou ce n\'est pas à vous de la contester.',
  'You have already appealed this sanction. Each sanction can be appealed once.': 'Vous avez déjà formé un recours contre cette sanction. Chaque sanction ne peut être contestée qu\'une fois.',
  'Your appeal has been sent. The moderators will review it.': 'Votre recours a été envoyé. Les modérateurs vont l\'examiner.',

  'Collection not found': 'Collection introuvable',
  'You can only change your own collections': 'Vous ne pouvez modifier que vos propres collections',
  'Collection name is required': 'Le nom de la collection est obligatoire',
  'You already have a collection with this name': 'Vous avez déjà une collection portant ce nom',
  'The Saved list keeps its name': 'La liste « Enregistrés » garde son nom',
  'The Saved list cannot be deleted; remove its projects instead': 'La liste « Enregistrés » ne peut pas être supprimée ; retirez-en plutôt les projets',
  'You cannot save projects of someone you blocked or who blocked you': 'Vous ne pouvez pas enregistrer les projets d\'une personne que vous avez bloquée ou qui vous a bloqué',
  'Collection deleted': 'Collection supprimée',

  'Registration is by invitation only. Ask a member of this community for an invitation link.': 'L\'inscription se fait uniquement sur invitation. Demandez un lien d\'invitation à un membre de cette communauté.',
  'This invitation link is invalid, has expired, has been revoked or has been used up.': 'Ce lien d\'invitation n\'est pas valide, a expiré, a été révoqué ou a atteint sa limite d\'utilisation.',
  'Please answer the question to ask to join.': 'Veuillez répondre à la question pour demander à rejoindre la communauté.',
  'Account created. Please check your e-mail to verify your address. The staff will then review your request to join, and you will get an e-mail when they have.':
    'Compte créé. Consultez vos e-mails pour vérifier votre adresse. L\'équipe examinera ensuite votre demande, et vous recevrez un e-mail une fois que ce sera fait.',
  'Your email address has been verified. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'Votre adresse e-mail a été vérifiée. Votre demande attend maintenant l\'équipe : vous recevrez un e-mail une fois qu\'elle aura été examinée.',
  'Only the staff can make invitations on this site.': 'Sur ce site, seule l\'équipe peut créer des invitations.',
  'Invitation not found.': 'Invitation introuvable.',
  'You can only revoke invitations you made.': 'Vous ne pouvez révoquer que les invitations que vous avez créées.',
  'This invitation has already been revoked.': 'Cette invitation a déjà été révoquée.',

  'Please select a reason': 'Veuillez choisir un motif',
  'Report submitted': 'Signalement envoyé',
  'You cannot report yourself': 'Vous ne pouvez pas vous signaler vous-même',
  'The reported content does not belong to this user': 'Le contenu signalé n\'appartient pas à cet utilisateur',

  'Check your new address: we sent it a verification link. Until you verify it, you stay signed in here but cannot sign in elsewhere.':
    'Consultez votre nouvelle adresse : nous y avons envoyé un lien de vérification. Tant que vous ne l\'avez pas vérifiée, vous restez connecté ici mais ne pouvez pas vous connecter ailleurs.',
  'Your account has been deleted.': 'Votre compte a été supprimé.',

  'This sign-in provider is not configured on this site.': 'Ce service de connexion n\'est pas configuré sur ce site.',
  'This sign-in attempt is not valid: it has already been used, has expired or was not started in this browser. Please start again.':
    'Cette tentative de connexion n\'est pas valide : elle a déjà servi, a expiré ou n\'a pas été commencée dans ce navigateur. Veuillez recommencer.',
  'This is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'C\'est votre seul moyen de connexion. Définissez d\'abord un mot de passe (via « Mot de passe oublié ») ou associez un autre compte.',
  'There is no link waiting for your confirmation, or it has expired. Please sign in with the provider again.':
    'Aucune association n\'attend votre confirmation, ou elle a expiré. Veuillez vous reconnecter avec le service.',
  'This link was offered to another account. Sign in to the account with that e-mail address to confirm it.':
    'Cette association a été proposée à un autre compte. Connectez-vous au compte qui utilise cette adresse e-mail pour la confirmer.',
  'The link was dismissed.': 'L\'association a été écartée.',
  'An account with this e-mail address exists but has not verified it yet. Verify it with the link we sent, sign in, then link this account from Settings.':
    'Un compte existe avec cette adresse e-mail, mais elle n\'a pas encore été vérifiée. Vérifiez-la avec le lien que nous avons envoyé, connectez-vous, puis associez ce compte depuis les Paramètres.',
  'Account created. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'Compte créé. Votre demande attend maintenant l\'équipe : vous recevrez un e-mail une fois qu\'elle aura été examinée.',

  'Enter a code from your authenticator app or a recovery code.': 'Saisissez un code de votre application d\'authentification ou un code de récupération.',
  'That code is not valid. Check your authenticator app and try again.': 'Ce code n\'est pas valide. Vérifiez votre application d\'authentification et réessayez.',
  'That code has already been used. Wait for the next code in your authenticator app.': 'Ce code a déjà été utilisé. Attendez le code suivant dans votre application d\'authentification.',
  'That recovery code is not valid or has already been used.': 'Ce code de récupération n\'est pas valide ou a déjà été utilisé.',
  'This sign-in has expired or was already completed. Please sign in again.': 'Cette connexion a expiré ou a déjà été effectuée. Veuillez vous reconnecter.',
  'Two-factor sign-in is already on.': 'La connexion en deux étapes est déjà activée.',
  'Two-factor sign-in is not on.': 'La connexion en deux étapes n\'est pas activée.',
  'Start the set-up again: scan a new QR code first.': 'Recommencez la configuration : scannez d\'abord un nouveau code QR.',
  'Two-factor sign-in is on.': 'La connexion en deux étapes est activée.',
  'Two-factor sign-in is off.': 'La connexion en deux étapes est désactivée.',
  'The passkey could not be verified. Please try again.': 'La clé d\'accès n\'a pas pu être vérifiée. Veuillez réessayer.',
  'This passkey is not registered here. Sign in with your password, or use another passkey.': 'Cette clé d\'accès n\'est pas enregistrée ici. Connectez-vous avec votre mot de passe ou utilisez une autre clé d\'accès.',
  'The passkey request has expired. Please try again.': 'La demande de clé d\'accès a expiré. Veuillez réessayer.',
  'Passkey not found': 'Clé d\'accès introuvable',
  'Passkey removed.': 'Clé d\'accès supprimée.',
  'This passkey is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'Cette clé d\'accès est votre seul moyen de connexion. Définissez d\'abord un mot de passe (via « Mot de passe oublié ») ou associez un autre compte.',
  'Staff accounts must turn on two-factor sign-in (Settings → Security) before using staff tools.':
    'Les comptes de l\'équipe doivent activer la connexion en deux étapes (Paramètres → Sécurité) avant d\'utiliser les outils de l\'équipe.',
  'Turn on two-factor sign-in for your own account first (Settings → Security).': 'Activez d\'abord la connexion en deux étapes pour votre propre compte (Paramètres → Sécurité).',
  // Recent proof (decision 0039)
  "Confirm it is you: enter your password (or a code from your authenticator app) and try again.": "Confirmez que c'est bien vous : saisissez votre mot de passe (ou un code de votre application d'authentification) et réessayez.",
  "Thanks, it is you. You can go ahead for the next few minutes.": "Merci, c'est bien vous. Vous pouvez continuer pendant les prochaines minutes.",
  "This account has no password. Confirm with a code from your authenticator app, or sign in again.": "Ce compte n'a pas de mot de passe. Confirmez avec un code de votre application d'authentification, ou reconnectez-vous.",
  "Two-factor sign-in is not on for this account. Confirm with your password, or sign in again.": "La connexion en deux étapes n'est pas activée pour ce compte. Confirmez avec votre mot de passe, ou reconnectez-vous.",
  "Send either password or code": "Envoyez soit le mot de passe, soit le code",
} satisfies Record<MemberErrorText, string>;

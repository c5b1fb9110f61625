import type { SetupMessageId } from './en';

/** The one-time setup link (ui/fr.ts, decision 0033). */
export default {
  "setup.documentTitle": "Configurez votre communauté",
  "setup.title": "Devenir administrateur",
  "setup.openAdmin": "Ouvrir l'administration",
  "setup.signInFirst": "Ce lien à usage unique fait du compte qui l'ouvre le premier administrateur du site. Connectez-vous d'abord (ou créez un compte et vérifiez-le), puis revenez sur ce lien.",
  "setup.signIn": "Se connecter",
  "setup.createAccount": "Créer un compte",
  "setup.signedInAs": "Vous êtes connecté en tant que {email}. Ce compte deviendra l'administrateur de ce site. Le lien ne fonctionne qu'une fois.",
  "setup.failed": "Le lien n'a pas pu être utilisé.",
  "setup.claim": "Devenir administrateur",
  "setup.byCommand": "Ou bien exécutez <code>{command}</code> sur le serveur pour faire d’un compte existant l’administrateur.",
} satisfies Record<SetupMessageId, string>;

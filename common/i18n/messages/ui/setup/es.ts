import type { SetupMessageId } from './en';

/** The one-time setup link (ui/es.ts, decision 0033). */
export default {
  "setup.documentTitle": "Configura tu comunidad",
  "setup.title": "Conviértete en administrador",
  "setup.openAdmin": "Abrir el panel de administración",
  "setup.signInFirst": "Este enlace de un solo uso convierte la cuenta que lo abre en el primer administrador del sitio. Inicia sesión primero (o crea una cuenta y verifícala) y luego vuelve a este enlace.",
  "setup.signIn": "Iniciar sesión",
  "setup.createAccount": "Crear una cuenta",
  "setup.signedInAs": "Has iniciado sesión como {email}. Esta cuenta pasará a ser la de administrador de este sitio. El enlace solo funciona una vez.",
  "setup.failed": "No se ha podido usar el enlace.",
  "setup.claim": "Hacerme administrador",
  "setup.byCommand": "O bien ejecuta <code>{command}</code> en el servidor para hacer administradora a una cuenta existente.",
} satisfies Record<SetupMessageId, string>;

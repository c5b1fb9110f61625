import type { MemberErrorText } from './en';

export default {
  'Please explain why this decision should be reconsidered.': 'Explica por qué debería reconsiderarse esta decisión.',
  'Say which sanction you are appealing.': 'Indica qué sanción quieres apelar.',
  'There is no sanction in force on your account to appeal.': 'Tu cuenta no tiene ninguna sanción vigente que puedas apelar.',
  'This sanction is no longer in force, or is not yours to appeal.': 'Esta sanción ya no está vigente o no te corresponde apelarla.',
  'You have already appealed this sanction. Each sanction can be appealed once.': 'Ya has apelado esta sanción. Cada sanción solo se puede apelar una vez.',
  'Your appeal has been sent. The moderators will review it.': 'Tu apelación se ha enviado. Los moderadores la revisarán.',

  'Collection not found': 'No se encontró la colección',
  'You can only change your own collections': 'Solo puedes cambiar tus propias colecciones',
  'Collection name is required': 'Escribe un nombre para la colección',
  'You already have a collection with this name': 'Ya tienes una colección con este nombre',
  'The Saved list keeps its name': 'La lista de guardados conserva su nombre',
  'The Saved list cannot be deleted; remove its projects instead': 'La lista de guardados no se puede eliminar; quita sus proyectos en su lugar',
  'You cannot save projects of someone you blocked or who blocked you': 'No puedes guardar proyectos de alguien a quien bloqueaste o que te bloqueó',
  'Collection deleted': 'Colección eliminada',

  'Registration is by invitation only. Ask a member of this community for an invitation link.': 'El registro es solo por invitación. Pide un enlace de invitación a un miembro de esta comunidad.',
  'This invitation link is invalid, has expired, has been revoked or has been used up.': 'Este enlace de invitación no es válido, ha caducado, se ha revocado o ya se ha agotado.',
  'Please answer the question to ask to join.': 'Responde a la pregunta para solicitar unirte.',
  'Account created. Please check your e-mail to verify your address. The staff will then review your request to join, and you will get an e-mail when they have.':
    'Cuenta creada. Revisa tu correo para verificar tu dirección. Después, el equipo revisará tu solicitud y recibirás un correo cuando lo haya hecho.',
  'Your email address has been verified. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'Tu dirección de correo electrónico se ha verificado. Tu solicitud espera ahora al equipo: recibirás un correo cuando se haya revisado.',
  'Only the staff can make invitations on this site.': 'En este sitio solo el equipo puede crear invitaciones.',
  'Invitation not found.': 'No se encontró la invitación.',
  'You can only revoke invitations you made.': 'Solo puedes revocar las invitaciones que creaste tú.',
  'This invitation has already been revoked.': 'Esta invitación ya se ha revocado.',

  'Please select a reason': 'Elige un motivo',
  'Report submitted': 'Denuncia enviada',
  'You cannot report yourself': 'No puedes denunciarte a ti mismo',
  'The reported content does not belong to this user': 'El contenido denunciado no pertenece a este usuario',

  'Check your new address: we sent it a verification link. Until you verify it, you stay signed in here but cannot sign in elsewhere.':
    'Revisa tu nueva dirección: le hemos enviado un enlace de verificación. Hasta que la verifiques, mantienes la sesión aquí, pero no puedes iniciar sesión en otro sitio.',
  'Your account has been deleted.': 'Tu cuenta se ha eliminado.',

  'This sign-in provider is not configured on this site.': 'Este proveedor de inicio de sesión no está configurado en este sitio.',
  'This sign-in attempt is not valid: it has already been used, has expired or was not started in this browser. Please start again.':
    'Este intento de inicio de sesión no es válido: ya se usó, ha caducado o no se empezó en este navegador. Vuelve a empezar.',
  'This is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'Es tu única forma de iniciar sesión. Primero establece una contraseña (con «¿Olvidaste tu contraseña?») o vincula otra cuenta.',
  'There is no link waiting for your confirmation, or it has expired. Please sign in with the provider again.':
    'No hay ninguna vinculación pendiente de tu confirmación, o ha caducado. Vuelve a iniciar sesión con el proveedor.',
  'This link was offered to another account. Sign in to the account with that e-mail address to confirm it.':
    'Esta vinculación se ofreció a otra cuenta. Inicia sesión en la cuenta con esa dirección de correo electrónico para confirmarla.',
  'The link was dismissed.': 'Se descartó la vinculación.',
  'An account with this e-mail address exists but has not verified it yet. Verify it with the link we sent, sign in, then link this account from Settings.':
    'Ya existe una cuenta con esta dirección de correo electrónico, pero aún no la ha verificado. Verifícala con el enlace que te enviamos, inicia sesión y vincula esta cuenta desde Ajustes.',
  'Account created. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'Cuenta creada. Tu solicitud espera ahora al equipo: recibirás un correo cuando se haya revisado.',

  'Enter a code from your authenticator app or a recovery code.': 'Introduce un código de tu app de autenticación o un código de recuperación.',
  'That code is not valid. Check your authenticator app and try again.': 'Ese código no es válido. Revisa tu app de autenticación e inténtalo de nuevo.',
  'That code has already been used. Wait for the next code in your authenticator app.': 'Ese código ya se ha usado. Espera al siguiente código de tu app de autenticación.',
  'That recovery code is not valid or has already been used.': 'Ese código de recuperación no es válido o ya se ha usado.',
  'This sign-in has expired or was already completed. Please sign in again.': 'Este inicio de sesión ha caducado o ya se completó. Vuelve a iniciar sesión.',
  'Two-factor sign-in is already on.': 'El inicio de sesión en dos pasos ya está activado.',
  'Two-factor sign-in is not on.': 'El inicio de sesión en dos pasos no está activado.',
  'Start the set-up again: scan a new QR code first.': 'Vuelve a empezar la configuración: primero escanea un código QR nuevo.',
  'Two-factor sign-in is on.': 'El inicio de sesión en dos pasos está activado.',
  'Two-factor sign-in is off.': 'El inicio de sesión en dos pasos está desactivado.',
  'The passkey could not be verified. Please try again.': 'No se pudo verificar la llave de acceso. Inténtalo de nuevo.',
  'This passkey is not registered here. Sign in with your password, or use another passkey.': 'Esta llave de acceso no está registrada aquí. Inicia sesión con tu contraseña o usa otra llave de acceso.',
  'The passkey request has expired. Please try again.': 'La solicitud de llave de acceso ha caducado. Inténtalo de nuevo.',
  'Passkey not found': 'No se encontró la llave de acceso',
  'Passkey removed.': 'Llave de acceso eliminada.',
  'This passkey is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'Esta llave de acceso es tu única forma de iniciar sesión. Primero establece una contraseña (con «¿Olvidaste tu contraseña?») o vincula otra cuenta.',
  'Staff accounts must turn on two-factor sign-in (Settings → Security) before using staff tools.':
    'Las cuentas del equipo deben activar el inicio de sesión en dos pasos (Ajustes → Seguridad) antes de usar las herramientas del equipo.',
  'Turn on two-factor sign-in for your own account first (Settings → Security).': 'Primero activa el inicio de sesión en dos pasos en tu propia cuenta (Ajustes → Seguridad).',
  // Recent proof (decision 0039)
  "Confirm it is you: enter your password (or a code from your authenticator app) and try again.": "Confirma que eres tú: escribe tu contraseña (o un código de tu aplicación de autenticación) y vuelve a intentarlo.",
  "Thanks, it is you. You can go ahead for the next few minutes.": "Gracias, eres tú. Puedes continuar durante los próximos minutos.",
  "This account has no password. Confirm with a code from your authenticator app, or sign in again.": "Esta cuenta no tiene contraseña. Confirma con un código de tu aplicación de autenticación o vuelve a iniciar sesión.",
  "Two-factor sign-in is not on for this account. Confirm with your password, or sign in again.": "El inicio de sesión en dos pasos no está activado en esta cuenta. Confirma con tu contraseña o vuelve a iniciar sesión.",
  "Send either password or code": "Envía la contraseña o el código, no ambos",
} satisfies Record<MemberErrorText, string>;

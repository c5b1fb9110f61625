import type { AuthMessageId } from './en';

/** Signing in, second part (ui/es.ts, decision 0033). */
export default {
  // Second step of a sign-in (login page)
  "auth.secondStep.signInAgain": "Vuelve a iniciar sesión.",
  "auth.secondStep.failedText": "Algo ha salido mal. Inténtalo de nuevo.",
  "auth.secondStep.codeRequired": "Introduce el código de 6 dígitos de tu aplicación de autenticación.",
  "auth.secondStep.recoveryRequired": "Introduce uno de tus códigos de recuperación.",
  "auth.secondStep.code": "Código de autenticación",
  "auth.secondStep.codeHint": "Abre tu aplicación de autenticación e introduce el código de 6 dígitos que muestra para este sitio.",
  "auth.secondStep.recoveryCode": "Código de recuperación",
  "auth.secondStep.recoveryHint": "Cada código de recuperación solo funciona una vez.",
  "auth.secondStep.verify": "Verificar",
  "auth.secondStep.passkey": "Usar una llave de acceso",
  "auth.secondStep.useRecoveryCode": "Usar un código de recuperación",
  "auth.secondStep.useApp": "Usar tu aplicación de autenticación",
  "auth.secondStep.startOver": "Empezar de nuevo",

  // Who may join (register page)
  "auth.joining.invitedBy": "{name} te ha invitado a unirte. Crea tu cuenta a continuación.",
  "auth.joining.invited": "Te han invitado a unirte. Crea tu cuenta a continuación.",
  "auth.joining.inviteOnly": "Solo se puede entrar por invitación. Abre el enlace de invitación que recibiste o pega su código a continuación.",
  "auth.joining.approval": "El equipo revisa las cuentas nuevas. Cuando verifiques tu dirección de correo electrónico, te escribiremos por correo.",
  "auth.joining.invitationCode": "Código de invitación",
  "auth.joining.acceptTerms": "Acepto las <terms>condiciones</terms> y el <conduct>código de conducta</conduct>.",

  // A provider's way back (/auth/providers/:id/callback)
  "auth.callback.documentTitle": "Iniciando sesión",
  "auth.callback.linked": "Cuenta vinculada",
  "auth.callback.linkedText": "Ya puedes iniciar sesión con ella.",
  "auth.callback.network": "Error de red. Inténtalo de nuevo.",
  "auth.callback.failedText": "No se ha podido completar el inicio de sesión.",
  "auth.callback.failed": "No se ha podido iniciar sesión",
  "auth.callback.linkTitle": "Vincula tu cuenta de {provider}",
  "auth.callback.linkText": "Ya existe aquí una cuenta con {email}. Inicia sesión en ella como siempre y confirma después la vinculación de tu cuenta de {provider} en Ajustes.",
  "auth.callback.signInToLink": "Iniciar sesión para vincular",
  "auth.callback.waiting": "Pendiente de aprobación",
  "auth.callback.signingIn": "Iniciando sesión",

  // A new verification link (verify e-mail page)
  "auth.resend.sent": "Te hemos enviado un nuevo correo de verificación.",
  "auth.resend.failed": "No se ha podido reenviar el correo de verificación",
  "auth.resend.button": "Reenviar correo de verificación",
  "auth.resend.sendLink": "Enviar un enlace nuevo",
} satisfies Record<AuthMessageId, string>;

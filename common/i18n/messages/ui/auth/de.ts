import type { AuthMessageId } from './en';

/** Signing in, second part (ui/de.ts, decision 0033). */
export default {
  // Second step of a sign-in (login page)
  "auth.secondStep.signInAgain": "Bitte melde dich erneut an.",
  "auth.secondStep.failedText": "Etwas ist schiefgelaufen. Bitte versuche es noch einmal.",
  "auth.secondStep.codeRequired": "Gib den 6-stelligen Code aus deiner Authenticator-App ein.",
  "auth.secondStep.recoveryRequired": "Gib einen deiner Wiederherstellungscodes ein.",
  "auth.secondStep.code": "Bestätigungscode",
  "auth.secondStep.codeHint": "Öffne deine Authenticator-App und gib den 6-stelligen Code ein, den sie für diese Website anzeigt.",
  "auth.secondStep.recoveryCode": "Wiederherstellungscode",
  "auth.secondStep.recoveryHint": "Jeder Wiederherstellungscode funktioniert nur einmal.",
  "auth.secondStep.verify": "Bestätigen",
  "auth.secondStep.passkey": "Passkey verwenden",
  "auth.secondStep.useRecoveryCode": "Stattdessen einen Wiederherstellungscode verwenden",
  "auth.secondStep.useApp": "Stattdessen die Authenticator-App verwenden",
  "auth.secondStep.startOver": "Von vorn beginnen",

  // Who may join (register page)
  "auth.joining.invitedBy": "{name} hat dich eingeladen. Erstelle unten dein Konto.",
  "auth.joining.invited": "Du wurdest eingeladen. Erstelle unten dein Konto.",
  "auth.joining.inviteOnly": "Mitmachen ist nur mit Einladung möglich. Öffne den Einladungslink, den du bekommen hast, oder füge seinen Code unten ein.",
  "auth.joining.approval": "Neue Konten werden vom Team geprüft. Nachdem du deine E-Mail-Adresse bestätigt hast, hörst du per E-Mail von uns.",
  "auth.joining.invitationCode": "Einladungscode",
  "auth.joining.acceptTerms": "Ich akzeptiere die <terms>Nutzungsbedingungen</terms> und den <conduct>Verhaltenskodex</conduct>.",

  // A provider's way back (/auth/providers/:id/callback)
  "auth.callback.documentTitle": "Anmeldung",
  "auth.callback.linked": "Konto verknüpft",
  "auth.callback.linkedText": "Du kannst dich jetzt damit anmelden.",
  "auth.callback.network": "Netzwerkfehler. Bitte versuche es erneut.",
  "auth.callback.failedText": "Die Anmeldung konnte nicht abgeschlossen werden.",
  "auth.callback.failed": "Anmeldung fehlgeschlagen",
  "auth.callback.linkTitle": "{provider}-Konto verknüpfen",
  "auth.callback.linkText": "Hier gibt es bereits ein Konto mit {email}. Melde dich wie gewohnt darin an und bestätige dann in den Einstellungen die Verknüpfung deines {provider}-Kontos.",
  "auth.callback.signInToLink": "Zum Verknüpfen anmelden",
  "auth.callback.waiting": "Warten auf Freigabe",
  "auth.callback.signingIn": "Du wirst angemeldet",

  // A new verification link (verify e-mail page)
  "auth.resend.sent": "Wir haben dir eine neue Bestätigungs-E-Mail geschickt.",
  "auth.resend.failed": "Die Bestätigungs-E-Mail konnte nicht erneut gesendet werden",
  "auth.resend.button": "Bestätigungs-E-Mail erneut senden",
  "auth.resend.sendLink": "Neuen Link senden",
} satisfies Record<AuthMessageId, string>;

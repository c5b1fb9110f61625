/**
 * Signing in, second part: the second step of a two-factor sign-in, the provider's way back,
 * who-may-join on the register page, a new verification link. Part of the web app's English
 * source catalogue (ui/en.ts, decision 0033); the first part is ../sign-in.
 */
const en = {
  // Second step of a sign-in (login page)
  "auth.secondStep.signInAgain": "Please sign in again.",
  "auth.secondStep.failedText": "Something went wrong. Please try again.",
  "auth.secondStep.codeRequired": "Enter the 6-digit code from your authenticator app.",
  "auth.secondStep.recoveryRequired": "Enter one of your recovery codes.",
  "auth.secondStep.code": "Authentication code",
  "auth.secondStep.codeHint": "Open your authenticator app and enter the 6-digit code it shows for this site.",
  "auth.secondStep.recoveryCode": "Recovery code",
  "auth.secondStep.recoveryHint": "Each recovery code works once.",
  "auth.secondStep.verify": "Verify",
  "auth.secondStep.passkey": "Use a passkey",
  "auth.secondStep.useRecoveryCode": "Use a recovery code instead",
  "auth.secondStep.useApp": "Use your authenticator app instead",
  "auth.secondStep.startOver": "Start over",

  // Who may join (register page)
  "auth.joining.invitedBy": "{name} invited you to join. Create your account below.",
  "auth.joining.invited": "You have been invited to join. Create your account below.",
  "auth.joining.inviteOnly": "Joining is by invitation only. Open the invitation link you received, or paste its code below.",
  "auth.joining.approval": "New accounts are reviewed by the staff. After you verify your e-mail address, you will hear from us by e-mail.",
  "auth.joining.invitationCode": "Invitation code",
  "auth.joining.acceptTerms": "I accept the <terms>terms</terms> and the <conduct>code of conduct</conduct>.",

  // A provider's way back (/auth/providers/:id/callback)
  "auth.callback.documentTitle": "Signing in",
  "auth.callback.linked": "Account linked",
  "auth.callback.linkedText": "You can now sign in with it.",
  "auth.callback.network": "Network error. Please try again.",
  "auth.callback.failedText": "The sign-in could not be completed.",
  "auth.callback.failed": "Sign-in failed",
  "auth.callback.linkTitle": "Link your {provider} account",
  "auth.callback.linkText": "An account with {email} already exists here. Sign in to it the usual way, then confirm linking your {provider} account in Settings.",
  "auth.callback.signInToLink": "Sign in to link",
  "auth.callback.waiting": "Waiting for approval",
  "auth.callback.signingIn": "Signing you in",

  // A new verification link (verify e-mail page)
  "auth.resend.sent": "A new verification email has been sent to your inbox.",
  "auth.resend.failed": "Failed to resend verification email",
  "auth.resend.button": "Resend verification email",
  "auth.resend.sendLink": "Send new link",
};

export type AuthMessageId = keyof typeof en;
export default en;

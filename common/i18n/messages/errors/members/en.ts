/**
 * What the server answers members (appeals, collections, joining, reports, settings, sign-in
 * providers, two-factor sign-in), keyed by the English text like the rest of the errors catalogue.
 */
const en = {
  // Appeals
  'Please explain why this decision should be reconsidered.': 'Please explain why this decision should be reconsidered.',
  'Say which sanction you are appealing.': 'Say which sanction you are appealing.',
  'There is no sanction in force on your account to appeal.': 'There is no sanction in force on your account to appeal.',
  'This sanction is no longer in force, or is not yours to appeal.': 'This sanction is no longer in force, or is not yours to appeal.',
  'You have already appealed this sanction. Each sanction can be appealed once.': 'You have already appealed this sanction. Each sanction can be appealed once.',
  'Your appeal has been sent. The moderators will review it.': 'Your appeal has been sent. The moderators will review it.',

  // Collections
  'Collection not found': 'Collection not found',
  'You can only change your own collections': 'You can only change your own collections',
  'Collection name is required': 'Collection name is required',
  'You already have a collection with this name': 'You already have a collection with this name',
  'The Saved list keeps its name': 'The Saved list keeps its name',
  'The Saved list cannot be deleted; remove its projects instead': 'The Saved list cannot be deleted; remove its projects instead',
  'You cannot save projects of someone you blocked or who blocked you': 'You cannot save projects of someone you blocked or who blocked you',
  'Collection deleted': 'Collection deleted',

  // Joining
  'Registration is by invitation only. Ask a member of this community for an invitation link.': 'Registration is by invitation only. Ask a member of this community for an invitation link.',
  'This invitation link is invalid, has expired, has been revoked or has been used up.': 'This invitation link is invalid, has expired, has been revoked or has been used up.',
  'Please answer the question to ask to join.': 'Please answer the question to ask to join.',
  'Account created. Please check your e-mail to verify your address. The staff will then review your request to join, and you will get an e-mail when they have.':
    'Account created. Please check your e-mail to verify your address. The staff will then review your request to join, and you will get an e-mail when they have.',
  'Your email address has been verified. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'Your email address has been verified. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.',
  'Only the staff can make invitations on this site.': 'Only the staff can make invitations on this site.',
  'Invitation not found.': 'Invitation not found.',
  'You can only revoke invitations you made.': 'You can only revoke invitations you made.',
  'This invitation has already been revoked.': 'This invitation has already been revoked.',

  // Reports
  'Please select a reason': 'Please select a reason',
  'Report submitted': 'Report submitted',
  'You cannot report yourself': 'You cannot report yourself',
  'The reported content does not belong to this user': 'The reported content does not belong to this user',

  // Settings
  'Check your new address: we sent it a verification link. Until you verify it, you stay signed in here but cannot sign in elsewhere.':
    'Check your new address: we sent it a verification link. Until you verify it, you stay signed in here but cannot sign in elsewhere.',
  'Your account has been deleted.': 'Your account has been deleted.',

  // Sign-in providers
  'This sign-in provider is not configured on this site.': 'This sign-in provider is not configured on this site.',
  'This sign-in attempt is not valid: it has already been used, has expired or was not started in this browser. Please start again.':
    'This sign-in attempt is not valid: it has already been used, has expired or was not started in this browser. Please start again.',
  'This is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'This is your only way to sign in. Set a password (through "Forgot password") or link another account first.',
  'There is no link waiting for your confirmation, or it has expired. Please sign in with the provider again.':
    'There is no link waiting for your confirmation, or it has expired. Please sign in with the provider again.',
  'This link was offered to another account. Sign in to the account with that e-mail address to confirm it.':
    'This link was offered to another account. Sign in to the account with that e-mail address to confirm it.',
  'The link was dismissed.': 'The link was dismissed.',
  'An account with this e-mail address exists but has not verified it yet. Verify it with the link we sent, sign in, then link this account from Settings.':
    'An account with this e-mail address exists but has not verified it yet. Verify it with the link we sent, sign in, then link this account from Settings.',
  'Account created. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.':
    'Account created. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.',

  // Two-factor sign-in and passkeys
  'Enter a code from your authenticator app or a recovery code.': 'Enter a code from your authenticator app or a recovery code.',
  'That code is not valid. Check your authenticator app and try again.': 'That code is not valid. Check your authenticator app and try again.',
  'That code has already been used. Wait for the next code in your authenticator app.': 'That code has already been used. Wait for the next code in your authenticator app.',
  'That recovery code is not valid or has already been used.': 'That recovery code is not valid or has already been used.',
  'This sign-in has expired or was already completed. Please sign in again.': 'This sign-in has expired or was already completed. Please sign in again.',
  'Two-factor sign-in is already on.': 'Two-factor sign-in is already on.',
  'Two-factor sign-in is not on.': 'Two-factor sign-in is not on.',
  'Start the set-up again: scan a new QR code first.': 'Start the set-up again: scan a new QR code first.',
  'Two-factor sign-in is on.': 'Two-factor sign-in is on.',
  'Two-factor sign-in is off.': 'Two-factor sign-in is off.',
  'The passkey could not be verified. Please try again.': 'The passkey could not be verified. Please try again.',
  'This passkey is not registered here. Sign in with your password, or use another passkey.': 'This passkey is not registered here. Sign in with your password, or use another passkey.',
  'The passkey request has expired. Please try again.': 'The passkey request has expired. Please try again.',
  'Passkey not found': 'Passkey not found',
  'Passkey removed.': 'Passkey removed.',
  'This passkey is your only way to sign in. Set a password (through "Forgot password") or link another account first.':
    'This passkey is your only way to sign in. Set a password (through "Forgot password") or link another account first.',
  'Staff accounts must turn on two-factor sign-in (Settings → Security) before using staff tools.':
    'Staff accounts must turn on two-factor sign-in (Settings → Security) before using staff tools.',
  'Turn on two-factor sign-in for your own account first (Settings → Security).': 'Turn on two-factor sign-in for your own account first (Settings → Security).',
  // Recent proof (decision 0039)
  "Confirm it is you: enter your password (or a code from your authenticator app) and try again.": "Confirm it is you: enter your password (or a code from your authenticator app) and try again.",
  "Thanks, it is you. You can go ahead for the next few minutes.": "Thanks, it is you. You can go ahead for the next few minutes.",
  "This account has no password. Confirm with a code from your authenticator app, or sign in again.": "This account has no password. Confirm with a code from your authenticator app, or sign in again.",
  "Two-factor sign-in is not on for this account. Confirm with your password, or sign in again.": "Two-factor sign-in is not on for this account. Confirm with your password, or sign in again.",
  "Send either password or code": "Send either password or code",
} as const;

export type MemberErrorText = keyof typeof en;
export default en;

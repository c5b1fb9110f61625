/**
 * What the server and the forms answer about profiles, following, messages, comments and
 * projects, plus the platform's own refusals, keyed by the English text like the rest of the
 * errors catalogue; keys with `{placeholders}` are patterns (common/i18n/error-lookup.ts).
 */
const en = {
  // Profiles, following, blocking
  'Account not found': 'Account not found',
  'Developer not found': 'Developer not found',
  'User not found': 'User not found',
  'Avatar updated successfully': 'Avatar updated successfully',
  'You cannot follow yourself': 'You cannot follow yourself',
  'You cannot follow this user.': 'You cannot follow this user.',
  'You cannot block yourself': 'You cannot block yourself',
  'Each platform can only be added once': 'Each platform can only be added once',
  '{platform} must be a valid email address': '{platform} must be a valid email address',
  '{platform} must be a valid web address': '{platform} must be a valid web address',
  '{platform} must not contain spaces': '{platform} must not contain spaces',
  '{platform} contains characters that are not allowed': '{platform} contains characters that are not allowed',
  '{platform} may only contain letters, digits and hyphens': '{platform} may only contain letters, digits and hyphens',

  // Messages and comments
  'Message cannot be empty': 'Message cannot be empty',
  'Message must be at most {max} characters': 'Message must be at most {max} characters',
  'You cannot message this user.': 'You cannot message this user.',
  'You cannot message yourself': 'You cannot message yourself',
  'Conversation not found': 'Conversation not found',
  'You cannot comment on this project.': 'You cannot comment on this project.',
  'Notification not found': 'Notification not found',

  // Projects
  'Project title is required': 'Project title is required',
  'Please select at least one category': 'Please select at least one category',
  'Please select no more than 3 categories': 'Please select no more than 3 categories',
  'Please select a category': 'Please select a category',
  'Unknown category': 'Unknown category',
  'Code link must be a web address starting with http:// or https://': 'Code link must be a web address starting with http:// or https://',
  'Live demo link must be a web address starting with http:// or https://': 'Live demo link must be a web address starting with http:// or https://',
  'Video link must be a web address starting with http:// or https://': 'Video link must be a web address starting with http:// or https://',

  // Sign-in and the platform
  'Enter the code from your authenticator app, a recovery code, or use a passkey.': 'Enter the code from your authenticator app, a recovery code, or use a passkey.',
  'This passkey is already registered.': 'This passkey is already registered.',
  'This account has no passkey. Use a code from your authenticator app.': 'This account has no passkey. Use a code from your authenticator app.',
  'Session not found': 'Session not found',
  'Your account has been banned.': 'Your account has been banned.',
  'Please verify your email address to do this. Check your inbox for the verification link.': 'Please verify your email address to do this. Check your inbox for the verification link.',
  'You are doing that too often. Please try again later.': 'You are doing that too often. Please try again later.',
  'Token is too long': 'Token is too long',
} as const;

export type CommunityErrorText = keyof typeof en;
export default en;

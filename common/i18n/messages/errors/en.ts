/**
 * Messages the server and the forms' schemas (common/) write in English, keyed by that English
 * text: an answer's `message` and a form's field error are looked up as they are, so the schemas
 * keep the spec's exact texts and need no ids. A text missing here is shown in English.
 */
const en = {
  'Invalid email address': 'Invalid email address',
  'Please enter a valid email address': 'Please enter a valid email address',
  'Email address is too long': 'Email address is too long',
  'Password is required': 'Password is required',
  'Password is too long': 'Password is too long',
  'Password must be at least 8 characters': 'Password must be at least 8 characters',
  'Password must be at most 128 characters': 'Password must be at most 128 characters',
  'This password is too common. Choose one that is harder to guess.': 'This password is too common. Choose one that is harder to guess.',
  'Please confirm your password': 'Please confirm your password',
  'Please confirm your new password': 'Please confirm your new password',
  "Passwords don't match": "Passwords don't match",
  'Please enter your password': 'Please enter your password',
  'Please enter your current password': 'Please enter your current password',
  'First name is required': 'First name is required',
  'Last name is required': 'Last name is required',
  'First name must be at most 50 characters': 'First name must be at most 50 characters',
  'Last name must be at most 50 characters': 'Last name must be at most 50 characters',
  'Password is incorrect': 'Password is incorrect',
  'Current password is incorrect': 'Current password is incorrect',
  'The new password must be different from the current one': 'The new password must be different from the current one',
  'This is already your email address': 'This is already your email address',
  'Invalid email or password': 'Invalid email or password',
  'Please choose a supported language': 'Please choose a supported language',
  'Please choose a valid time zone': 'Please choose a valid time zone',
  'Theme must be light, dark or system': 'Theme must be light, dark or system',
  'Comment cannot be empty': 'Comment cannot be empty',
  'Code is too long': 'Code is too long',
  'Token is required': 'Token is required',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  'Not found': 'Not found',
  'Too many requests. Please try again later.': 'Too many requests. Please try again later.',
  'The database is unavailable. Please try again in a moment.': 'The database is unavailable. Please try again in a moment.',
  'The server is out of storage space. Please try again later.': 'The server is out of storage space. Please try again later.',
  'Internal server error': 'Internal server error',
  'Something went wrong. Please try again.': 'Something went wrong. Please try again.',
} as const;

export type ErrorText = keyof typeof en;
export default en;

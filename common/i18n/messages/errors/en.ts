import people from './people/en';
import community from './community/en';
import members from './members/en';
import patterns from './patterns/en';
import staff from './staff/en';
import uploads from './uploads/en';

/**
 * Messages the server and the forms' schemas (common/) write in English, keyed by that English
 * text: an answer's `message` and a form's field error are looked up as they are, so the schemas
 * keep the spec's exact texts and need no ids. A text missing here is shown in English.
 */
const en = {
  // The profile, avatar and people-search texts live in a file of their own (./people).
  ...people,

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

  // What the server answers people (accounts, settings, joining)
  "Account created. Please check your e-mail to verify your address before signing in.": "Account created. Please check your e-mail to verify your address before signing in.",
  "Please verify your email address before signing in. Check your inbox for the verification link.": "Please verify your email address before signing in. Check your inbox for the verification link.",
  "Your email address has been verified.": "Your email address has been verified.",
  "This verification link is invalid, has expired or has already been used.": "This verification link is invalid, has expired or has already been used.",
  "If that address belongs to an account that still needs verification, a new verification email has been sent.": "If that address belongs to an account that still needs verification, a new verification email has been sent.",
  "If an account exists for that email address, a password reset link has been sent.": "If an account exists for that email address, a password reset link has been sent.",
  "This password reset link is invalid, has expired or has already been used.": "This password reset link is invalid, has expired or has already been used.",
  "Your password has been reset. Please sign in again on all your devices.": "Your password has been reset. Please sign in again on all your devices.",
  "You have been signed out.": "You have been signed out.",
  "Your password has been changed. Your other sessions have been signed out.": "Your password has been changed. Your other sessions have been signed out.",
  "Registration is closed: this community is not accepting new members at the moment.": "Registration is closed: this community is not accepting new members at the moment.",
  "Please accept the terms and the code of conduct to create an account.": "Please accept the terms and the code of conduct to create an account.",
  "Your account is waiting for approval by the staff. You will get an e-mail when your request to join has been reviewed.": "Your account is waiting for approval by the staff. You will get an e-mail when your request to join has been reviewed.",

  ...community,
  ...members,
  ...patterns,
  ...staff,
  ...uploads,
} as const;

export type ErrorText = keyof typeof en;
export default en;

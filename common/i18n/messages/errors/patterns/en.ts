/**
 * Error texts that carry a value (a limit, a name, an address), as patterns: `{max}` and the
 * like stand for the value, which common/i18n/error-lookup.ts captures from the English text and
 * puts into the translation (numbers in the reader's digits). Placeholders are plain values only.
 */
const en = {
  // Lengths and counts of what people write
  'Title must be at most {max} characters': 'Title must be at most {max} characters',
  'Bio must be at most {max} characters': 'Bio must be at most {max} characters',
  'Location must be at most {max} characters': 'Location must be at most {max} characters',
  'Each skill must be at most {max} characters': 'Each skill must be at most {max} characters',
  'At most {max} skills': 'At most {max} skills',
  'Unknown social platform: {name}': 'Unknown social platform: {name}',
  'Search text must be at most {max} characters': 'Search text must be at most {max} characters',
  'Project title must be at most {max} characters': 'Project title must be at most {max} characters',
  'Description must be at most {max} characters': 'Description must be at most {max} characters',
  'Content must be at most {max} characters': 'Content must be at most {max} characters',
  'Caption must be at most {max} characters': 'Caption must be at most {max} characters',
  'Code link must be at most {max} characters': 'Code link must be at most {max} characters',
  'Live demo link must be at most {max} characters': 'Live demo link must be at most {max} characters',
  'Video link must be at most {max} characters': 'Video link must be at most {max} characters',
  'Each tag must be at most {max} characters': 'Each tag must be at most {max} characters',
  'Each technology must be at most {max} characters': 'Each technology must be at most {max} characters',
  'At most {max} tags': 'At most {max} tags',
  'At most {max} technologys': 'At most {max} technologys',
  'Comment must be at most {max} characters': 'Comment must be at most {max} characters',
  'A write-up must be at most {max} characters': 'A write-up must be at most {max} characters',
  'Collection name must be at most {max} characters': 'Collection name must be at most {max} characters',
  'You can have at most {max} collections': 'You can have at most {max} collections',
  'A collection holds at most {max} projects': 'A collection holds at most {max} projects',
  'Name must be at most {max} characters': 'Name must be at most {max} characters',
  'Your appeal must be at most {max} characters': 'Your appeal must be at most {max} characters',
  'The reason must be at most {max} characters': 'The reason must be at most {max} characters',

  // Joining
  'The answer must be at most {max} characters': 'The answer must be at most {max} characters',
  'You have reached your limit of {quota} invitations. Revoke an unused one or wait for one to expire.':
    'You have reached your limit of {quota} invitations. Revoke an unused one or wait for one to expire.',
  'E-mail addresses at {domain} are not accepted here. Please use another address.':
    'E-mail addresses at {domain} are not accepted here. Please use another address.',
  'Only e-mail addresses at {domains} are accepted here (subdomains included). Please use such an address.':
    'Only e-mail addresses at {domains} are accepted here (subdomains included). Please use such an address.',
  'An invitation may allow at most {max} uses': 'An invitation may allow at most {max} uses',
  'An invitation may be valid for at most {max} days': 'An invitation may be valid for at most {max} days',

  // Sign-in providers (the provider's name, as the site's operator configured it)
  '{name} did not complete the sign-in. Please try again.': '{name} did not complete the sign-in. Please try again.',
  '{name} could not be reached. Please try again in a moment.': '{name} could not be reached. Please try again in a moment.',
  'Your {name} account has no verified e-mail address. Verify your address at {name} (or make a verified one primary), then try again.':
    'Your {name} account has no verified e-mail address. Verify your address at {name} (or make a verified one primary), then try again.',
  'This {name} account is already linked to another account here.': 'This {name} account is already linked to another account here.',
  'A {name} account is already linked to your account. Unlink it first to link another.':
    'A {name} account is already linked to your account. Unlink it first to link another.',
  'No {name} account is linked to your account.': 'No {name} account is linked to your account.',
  'Your {name} account is now linked. You can sign in with it.': 'Your {name} account is now linked. You can sign in with it.',
  'Your {name} account has been unlinked.': 'Your {name} account has been unlinked.',

  // The staff's forms (moderation, joining rules, the site's settings)
  'Suspension must last between {min} and {max} days.': 'Suspension must last between {min} and {max} days.',
  'Notes must be at most {max} characters': 'Notes must be at most {max} characters',
  'Action details must be at most {max} characters': 'Action details must be at most {max} characters',
  'The question must be at most {max} characters': 'The question must be at most {max} characters',
  'The invitation quota must be at most {max}': 'The invitation quota must be at most {max}',
  'Allowed domains may hold at most {max} domains': 'Allowed domains may hold at most {max} domains',
  'Blocked domains may hold at most {max} domains': 'Blocked domains may hold at most {max} domains',
  '"{value}" is not a domain name (for example: example.com).': '"{value}" is not a domain name (for example: example.com).',
  'No account uses the address {email}': 'No account uses the address {email}',
  'The name can be at most {max} characters.': 'The name can be at most {max} characters.',
  'The tagline can be at most {max} characters.': 'The tagline can be at most {max} characters.',
  'The description can be at most {max} characters.': 'The description can be at most {max} characters.',
  'A page can be at most {max} characters of Markdown.': 'A page can be at most {max} characters of Markdown.',

  // Two-factor sign-in: the minutes an account's code step is paused
  'Too many wrong codes for this account. Please wait {minutes} min before trying another code.':
    'Too many wrong codes for this account. Please wait {minutes} min before trying another code.',
} as const;

export type ErrorPattern = keyof typeof en;
export default en;

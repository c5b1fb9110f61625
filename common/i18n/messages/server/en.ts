/**
 * Texts the server writes itself outside e-mails (decision 0033): the RSS feed's title and
 * description, the pages' default description. In ICU message syntax; the community's name is
 * the operator's and goes in as `{site}`.
 */
const en = {
  'feed.title': '{site}: new projects',
  'feed.description': 'The newest projects developers have published on {site}.',
  /** The description of a page that has none of its own, while the operator has written none. */
  'head.defaultDescription': 'Shipyard — where developers show what they ship.',
  /** A suspended member's refusal (server/core/people/guards.ts), with the end date in their language. */
  'answer.suspended': 'Your account is suspended. You cannot do this until {until}.',
} as const;

export type ServerMessageId = keyof typeof en;
export default en;

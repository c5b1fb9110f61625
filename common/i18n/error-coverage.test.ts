import { describe, expect, it } from 'vitest';
import { APPEAL_MESSAGES } from '../appeals';
import { BACKUP_MESSAGES } from '../backups';
import { COLLECTION_MESSAGES } from '../collections-constants';
import { JOINING_MESSAGES } from '../joining-constants';
import { MEMBER_LIST_MESSAGES } from '../members';
import * as messaging from '../messaging-constants';
import { MODERATION_MESSAGES } from '../moderation';
import * as people from '../people-constants';
import { REPORT_MESSAGES } from '../reports-constants';
import { PROVIDER_MESSAGES } from '../sign-in';
import { SITE_MESSAGES } from '../site';
import { STAFF_MESSAGES, userNotFoundMessage } from '../staff';
import { TWO_FACTOR_MESSAGES } from '../two-factor';
import { LOCALES, SOURCE_LOCALE } from './locales';
import { errorTranslator } from './error-lookup';
import { ERROR_MESSAGES } from './messages/errors/index';

/**
 * Every message the schemas and services in common/ answer people with has a translation
 * (issue 18): a text added to one of these lists without a catalogue entry fails here, and so
 * does a pattern that no longer matches the text its constant writes.
 */
const strings = (group: Record<string, unknown>) => Object.values(group).filter((value): value is string => typeof value === 'string');
const fromNames = (group: Record<string, unknown>) =>
  Object.entries(group)
    .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
    .map(([, value]) => value as string);

const SHOWN = [
  ...strings(APPEAL_MESSAGES),
  ...strings(BACKUP_MESSAGES),
  ...strings(COLLECTION_MESSAGES),
  ...strings(JOINING_MESSAGES),
  JOINING_MESSAGES.quotaReached(5),
  JOINING_MESSAGES.invalidDomain('not a domain'),
  JOINING_MESSAGES.domainBlocked('example.com'),
  JOINING_MESSAGES.domainNotAllowed(['example.com', 'example.org']),
  ...strings(MEMBER_LIST_MESSAGES),
  ...fromNames(messaging),
  ...strings(MODERATION_MESSAGES),
  ...fromNames(people),
  ...strings(REPORT_MESSAGES),
  ...strings(PROVIDER_MESSAGES),
  ...(['providerRefused', 'providerUnavailable', 'unverifiedEmail', 'alreadyLinkedElsewhere', 'alreadyLinked', 'notLinked', 'linked', 'unlinked'] as const).map((name) =>
    PROVIDER_MESSAGES[name]('GitHub'),
  ),
  ...strings(SITE_MESSAGES),
  ...strings(STAFF_MESSAGES).filter((message) => !message.includes('<email>')),
  userNotFoundMessage('ada@example.com'),
  ...strings(TWO_FACTOR_MESSAGES),
];

describe.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('the %s errors catalogue', (locale) => {
  const translate = errorTranslator(locale, ERROR_MESSAGES[locale]);

  it('translates every message common/ answers people with', () => {
    expect(SHOWN.filter((message) => translate(message) === message)).toEqual([]);
  });
});

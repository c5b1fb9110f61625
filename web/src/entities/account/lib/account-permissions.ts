import type { CurrentUser } from '@common/auth';
import { type RestrictionKind, restrictionKind } from './content-restriction-kind';
import { formatDateTime } from '@web/lib/format-date';
import { type Translator, useI18n } from '@web/lib/i18n';

export interface ContentRestriction {
  kind: RestrictionKind;
  /** Why, in a sentence or two, for the place where the action would have been. */
  message: string;
}

/** The English source of the messages (ui/en.ts `restriction.*`), for callers without a translator. */
const english: Translator['t'] = (id, values) => {
  if (id === 'restriction.banned') return 'Your account is banned, so it can no longer publish or change anything.';
  if (id === 'restriction.suspendedUntil') return `Your account is suspended until ${values?.until}. Until then it is read-only.`;
  if (id === 'restriction.suspended') return 'Your account is suspended. Until then it is read-only.';
  return `Your e-mail address ${values?.email} is not verified yet. Until you follow the link we sent to it, your account is read-only.`;
};

/**
 * Why this account may not add or change content right now (see restrictionKind), or null when it
 * may; in the reader's language when given their translator (useContentRestriction), else English.
 */
export function contentRestriction(user: CurrentUser | null, now: Date = new Date(), t: Translator['t'] = english): ContentRestriction | null {
  const kind = restrictionKind(user, now);
  if (!user || !kind) return null;
  if (kind === 'banned') return { kind, message: t('restriction.banned') };
  if (kind === 'suspended') {
    const message = user.suspendedUntil ? t('restriction.suspendedUntil', { until: formatDateTime(user.suspendedUntil) }) : t('restriction.suspended');
    return { kind, message };
  }
  return { kind, message: t('restriction.unverified', { email: user.email }) };
}

/** contentRestriction in the reader's language, for components. */
export function useContentRestriction(user: CurrentUser | null): ContentRestriction | null {
  const { t } = useI18n();
  return contentRestriction(user, new Date(), t);
}

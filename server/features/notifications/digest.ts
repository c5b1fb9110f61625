import { effectiveStatus } from '../../../common/account-status';
import type { Notification } from '../../../common/notifications';
import type { AppDependencies } from '../../core/dependencies';
import { digestMail } from './digest-mail';
import * as repository from './repository';
import { toNotification } from './service';
import { unsubscribeLink } from './unsubscribe';
import { siteNameOf } from '../../core/site/site';
import { storedLocale } from '../../platform/i18n';

export interface DigestOptions {
  /** A person's batch goes out once nothing new came for this long (a burst becomes one e-mail)… */
  quietMs?: number;
  /** …or once its oldest notification waited this long, however busy it stays. */
  maxWaitMs?: number;
  now?: Date;
}

export const DIGEST_QUIET_MS = 2 * 60 * 1000;
export const DIGEST_MAX_WAIT_MS = 15 * 60 * 1000;
const PEOPLE_PER_RUN = 200;

type Recipient = NonNullable<Awaited<ReturnType<typeof repository.recipientOf>>>;

/** Settings (absent row = everything on): messages by one switch, project activity by another. */
function wanted(recipient: Recipient, item: Notification): boolean {
  if (recipient.emailNotifications === false || item.readAt) return false;
  if (item.type === 'message') return recipient.messageNotifications !== false;
  if (item.type === 'like' || item.type === 'comment' || item.type === 'follow') return recipient.projectNotifications !== false;
  // Moderation notices are e-mailed by moderation itself.
  return false;
}

/**
 * Sends the e-mail digests that are due; returns how many e-mails went out. Every un-e-mailed
 * notification of a person is claimed at once (so it is never in two e-mails, whichever process
 * runs this); those the person has read already, or does not want by e-mail, are just marked.
 */
export async function sendNotificationDigests(deps: AppDependencies, options: DigestOptions = {}): Promise<number> {
  const { db } = deps.database;
  const now = options.now ?? new Date();
  const quietBefore = new Date(now.getTime() - (options.quietMs ?? DIGEST_QUIET_MS));
  const waitedBefore = new Date(now.getTime() - (options.maxWaitMs ?? DIGEST_MAX_WAIT_MS));
  let sent = 0;
  for (const userId of await repository.peopleDue(db, quietBefore, waitedBefore, PEOPLE_PER_RUN)) {
    const claimed = await repository.claimUnemailed(db, userId);
    if (claimed.length === 0) continue;
    const recipient = await repository.recipientOf(db, userId);
    if (!recipient?.user.emailVerified || effectiveStatus(recipient.user, now) === 'banned') continue;
    const rows = await repository.itemsByIds(db, claimed.map((row) => row.id));
    const items = rows.map(toNotification).filter((item) => wanted(recipient, item));
    if (items.length === 0) continue;
    deps.mailer.send(
      digestMail(deps.translations.for(storedLocale(recipient.language)), {
        to: recipient.user.email,
        firstName: recipient.user.firstName,
        items,
        appUrl: deps.config.appUrl,
        unsubscribeUrl: unsubscribeLink(deps.config.appUrl, deps.config.sessionSecret, userId),
        site: await siteNameOf(deps),
      }),
    );
    sent += 1;
  }
  return sent;
}

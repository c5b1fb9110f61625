import type { AppDependencies } from '../../core/dependencies';
import { settingsOf } from '../../core/people/settings';
import { findUserById } from '../../core/people/user-repository';
import { siteNameOf } from '../../core/site/site';
import { storedLocale, type Translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mailer';

/** Where the password is changed: the mail's one button. */
export const CHANGE_PASSWORD_PATH = '/settings';

export interface WrongCodesFacts {
  /** Wrong codes since the account's last successful second step. */
  failures: number;
  /** When codes are taken again, already written in the person's language and time zone. */
  until: string;
  ipAddress: string | null;
}

export function wrongCodesMail(t: Translator, to: string, firstName: string, facts: WrongCodesFacts, changePasswordLink: string, site: string): MailMessage {
  const greeting = t.t('mail.greeting', { name: firstName });
  const intro = t.t('mail.wrongCodes.intro', { site, count: facts.failures });
  const details = [t.t('mail.wrongCodes.ip', { ip: facts.ipAddress ?? t.t('mail.signIn.unknown') }), t.t('mail.wrongCodes.paused', { time: facts.until })];
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.wrongCodes.subject', { site }),
    text:
      `${greeting}\n\n${intro}\n\n${details.join('\n')}\n\n${t.t('mail.wrongCodes.whatToDoText')}\n\n` +
      `${changePasswordLink}\n\n${t.t('mail.signature', { site })}`,
    body: [greeting, intro, { lines: details }, t.t('mail.wrongCodes.whatToDo'), { button: t.t('mail.wrongCodes.button'), href: changePasswordLink }],
  };
}

/**
 * Decision 0025, addendum: whoever enters wrong codes has passed the password, so the owner is
 * told, in their language and time zone, once for each ten wrong codes (as their pause starts),
 * whatever their choice about new-device alerts: this one asks them to change the password.
 */
export async function sendWrongCodesAlert(deps: AppDependencies, userId: string, event: { failures: number; until: Date; ipAddress: string | null }): Promise<void> {
  const { db } = deps.database;
  const user = await findUserById(db, userId);
  if (!user) return;
  const settings = await settingsOf(db, user.id);
  const t = deps.translations.for(storedLocale(settings.language));
  const until = `${t.date(event.until, { dateStyle: 'medium', timeStyle: 'short', timeZone: settings.timezone })} (${settings.timezone})`;
  const link = `${deps.config.appUrl}${CHANGE_PASSWORD_PATH}`;
  deps.mailer.send(wrongCodesMail(t, user.email, user.firstName, { failures: event.failures, until, ipAddress: event.ipAddress }, link, await siteNameOf(deps)));
}

import type { AppDependencies } from '../../core/dependencies';
import type { SiteEvents } from '../../core/events';
import { settingsOf } from '../../core/people/settings';
import { findUserById } from '../../core/people/user-repository';
import { siteNameOf } from '../../core/site/site';
import type { MailMessage } from '../../platform/mailer';
import { storedLocale, type Translator } from '../../platform/i18n';
import { sendNewWayInMail } from './new-way-in-mail';

/** Where the sessions list is: the alert's link, and what the person signs the stranger out from. */
export const SESSIONS_PATH = '/settings?tab=security';

/**
 * "Tue, 24 Nov 2026, 21:42 (Europe/Oslo)": in the person's own time zone, which they chose in
 * Settings, written the way their language writes dates (English as before, en-GB).
 */
function formatTime(t: Translator, at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat(t.locale === 'en' ? 'en-GB' : t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  return `${text} (${timeZone})`;
}

export function newDeviceMail(
  t: Translator,
  to: string,
  firstName: string,
  details: { device: string; ipAddress: string | null; time: string },
  sessionsLink: string,
  site: string,
): MailMessage {
  const facts = [
    t.t('mail.signIn.device', { device: details.device }),
    t.t('mail.signIn.ip', { ip: details.ipAddress ?? t.t('mail.signIn.unknown') }),
    t.t('mail.signIn.time', { time: details.time }),
  ];
  const greeting = t.t('mail.greeting', { name: firstName });
  const intro = t.t('mail.signIn.intro', { site });
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.signIn.subject', { site }),
    text:
      `${greeting}\n\n${intro}\n\n${facts.join('\n')}\n\n${t.t('mail.signIn.whatToDoText')}\n\n` +
      `${sessionsLink}\n\n${t.t('mail.signature', { site })}`,
    body: [greeting, intro, { lines: facts }, t.t('mail.signIn.whatToDo'), { button: t.t('mail.signIn.button'), href: sessionsLink }],
  };
}

/** Decision 0026: a sign-in from a new browser or device is told to the account's owner by e-mail. */
export async function sendSignInAlert(deps: AppDependencies, event: SiteEvents['signed-in-on-new-device']): Promise<void> {
  const { db } = deps.database;
  const user = await findUserById(db, event.userId);
  if (!user) return;
  const settings = await settingsOf(db, user.id);
  if (!settings.signInAlerts) return;
  const t = deps.translations.for(storedLocale(settings.language));
  const time = formatTime(t, event.at, settings.timezone);
  const link = `${deps.config.appUrl}${SESSIONS_PATH}`;
  deps.mailer.send(newDeviceMail(t, user.email, user.firstName, { device: event.device, ipAddress: event.ipAddress, time }, link, await siteNameOf(deps)));
}

/** The accounts feature's reactions (decision 0020), wired in server/app-dependencies.ts. */
export function accountListeners(deps: AppDependencies): void {
  deps.events.on('signed-in-on-new-device', (event) => sendSignInAlert(deps, event));
  deps.events.on('way-in-added', (event) => sendNewWayInMail(deps, event));
}

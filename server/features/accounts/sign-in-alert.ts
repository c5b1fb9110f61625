import type { AppDependencies } from '../../core/dependencies';
import type { SiteEvents } from '../../core/events';
import { settingsOf } from '../../core/people/settings';
import { findUserById } from '../../core/people/user-repository';
import { siteNameOf } from '../../core/site/site';
import type { MailMessage } from '../../platform/mailer';

/** Where the sessions list is: the alert's link, and what the person signs the stranger out from. */
export const SESSIONS_PATH = '/settings?tab=security';

/** "Tue, 24 Nov 2026, 21:42 (Europe/Oslo)": in the person's own time zone, which they chose in Settings. */
function formatTime(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
  return `${text} (${timeZone})`;
}

export function newDeviceMail(
  to: string,
  firstName: string,
  details: { device: string; ipAddress: string | null; time: string },
  sessionsLink: string,
  site: string,
): MailMessage {
  const facts = [`Device: ${details.device}`, `IP address: ${details.ipAddress ?? 'unknown'}`, `Time: ${details.time}`];
  return {
    to,
    siteName: site,
    subject: `New sign-in to your ${site} account`,
    text:
      `Hi ${firstName},\n\nYour ${site} account was just signed in to from a device or browser it has not used before:\n\n` +
      `${facts.join('\n')}\n\nIf this was you, there is nothing to do. If not, sign that session out and change your password:\n\n` +
      `${sessionsLink}\n\n— ${site}`,
    body: [
      `Hi ${firstName},`,
      `Your ${site} account was just signed in to from a device or browser it has not used before:`,
      { lines: facts },
      'If this was you, there is nothing to do. If not, sign that session out and change your password.',
      { button: 'Review your sessions', href: sessionsLink },
    ],
  };
}

/** Decision 0026: a sign-in from a new browser or device is told to the account's owner by e-mail. */
export async function sendSignInAlert(deps: AppDependencies, event: SiteEvents['signed-in-on-new-device']): Promise<void> {
  const { db } = deps.database;
  const user = await findUserById(db, event.userId);
  if (!user) return;
  const settings = await settingsOf(db, user.id);
  if (!settings.signInAlerts) return;
  const time = formatTime(event.at, settings.timezone);
  const link = `${deps.config.appUrl}${SESSIONS_PATH}`;
  deps.mailer.send(newDeviceMail(user.email, user.firstName, { device: event.device, ipAddress: event.ipAddress, time }, link, await siteNameOf(deps)));
}

/** The accounts feature's reactions (decision 0020), wired in server/app-dependencies.ts. */
export function accountListeners(deps: AppDependencies): void {
  deps.events.on('signed-in-on-new-device', (event) => sendSignInAlert(deps, event));
}

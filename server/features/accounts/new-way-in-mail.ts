import type { AppDependencies } from '../../core/dependencies';
import type { SiteEvents } from '../../core/events';
import { settingsOf } from '../../core/people/settings';
import { findUserById } from '../../core/people/user-repository';
import { siteNameOf } from '../../core/site/site';
import type { MailMessage } from '../../platform/mailer';
import { storedLocale, type Translator } from '../../platform/i18n';

type WayIn = SiteEvents['way-in-added'];

/** Settings → Security: where the new way in can be removed. */
const SECURITY_PATH = '/settings?tab=security';

function whatWasAdded(t: Translator, event: WayIn, site: string): string {
  switch (event.kind) {
    case 'provider':
      return t.t('mail.wayIn.provider', { site, provider: event.name ?? '', label: event.label ?? '' });
    case 'passkey':
      return t.t('mail.wayIn.passkey', { site, name: event.name ?? '' });
    case 'totp':
      return t.t('mail.wayIn.totp', { site });
  }
}

export function newWayInMail(t: Translator, to: string, firstName: string, event: WayIn, securityLink: string, site: string): MailMessage {
  const greeting = t.t('mail.greeting', { name: firstName });
  const added = whatWasAdded(t, event, site);
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.wayIn.subject', { site }),
    text: `${greeting}\n\n${added}\n\n${t.t('mail.wayIn.whatToDoText')}\n\n${securityLink}\n\n${t.t('mail.signature', { site })}`,
    body: [greeting, added, t.t('mail.wayIn.whatToDo'), { button: t.t('mail.wayIn.button'), href: securityLink }],
  };
}

/**
 * Decision 0039: a new way in (a linked provider, a passkey, two-factor sign-in) is told to the
 * owner every time, whatever the sign-in alerts setting: it is how a stolen session that made
 * itself a permanent way in gets noticed.
 */
export async function sendNewWayInMail(deps: AppDependencies, event: WayIn): Promise<void> {
  const { db } = deps.database;
  const user = await findUserById(db, event.userId);
  if (!user) return;
  const settings = await settingsOf(db, user.id);
  const t = deps.translations.for(storedLocale(settings.language));
  deps.mailer.send(newWayInMail(t, user.email, user.firstName, event, `${deps.config.appUrl}${SECURITY_PATH}`, await siteNameOf(deps)));
}

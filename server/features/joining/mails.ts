import type { Translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mailer';

/**
 * The two answers to a request to join (decision 0024): plain text first, as the account mails,
 * in the community's own name (the Site settings, decision 0022) and the person's language (0033).
 */
const signature = (t: Translator, site: string) => `\n\n${t.t('mail.signature', { site })}`;

export function approvedMail(t: Translator, to: string, firstName: string, signInLink: string, verified: boolean, site: string): MailMessage {
  const greeting = t.t('mail.greeting', { name: firstName });
  const intro = t.t('mail.approved.intro', { site, verified: verified ? 'yes' : 'no' });
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.approved.subject', { site }),
    text: `${greeting}\n\n${intro}\n\n${signInLink}${signature(t, site)}`,
    body: [greeting, intro, { button: t.t('mail.approved.button'), href: signInLink }],
  };
}

export function rejectedMail(t: Translator, to: string, firstName: string, reason: string | undefined, site: string): MailMessage {
  const greeting = t.t('mail.greeting', { name: firstName });
  const intro = t.t('mail.rejected.intro', { site });
  const because = t.t('mail.rejected.reason');
  const why = reason ? `${because}\n\n${reason}\n\n` : '';
  const closing = t.t('mail.rejected.closing');
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.rejected.subject', { site }),
    text: `${greeting}\n\n${intro}\n\n${why}${closing}${signature(t, site)}`,
    body: [greeting, intro, ...(reason ? [because, { paragraph: [reason] }] : []), closing],
  };
}

import type { Translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mailer';

/** Signed with the community's name as its operator set it (decision 0022). */
const signature = (t: Translator, site: string) => `\n\n${t.t('mail.signature', { site })}`;

/** The plain-text form of a sentence with a link: the address written out. */
const plain = (parts: ReturnType<Translator['linked']>) => parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');

/** "ada@example.com" → "a**@example.com": enough for the owner to recognise, little for anyone else. */
function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.charAt(0)}${'*'.repeat(Math.max(2, local.length - 1))}@${domain}`;
}

/** To the old address, so an owner whose session was taken over learns of it; in their language (decision 0033). */
export function emailChangedMail(t: Translator, to: string, firstName: string, newAddress: string, resetLink: string, site: string): MailMessage {
  const greeting = t.t('mail.greeting', { name: firstName });
  const intro = t.t('mail.emailChanged.intro', { site, address: maskAddress(newAddress) });
  const notYou = t.linked('mail.emailChanged.notYou', { link: resetLink }, { url: resetLink });
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.emailChanged.subject', { site }),
    text: `${greeting}\n\n${intro}\n\n${plain(notYou)}${signature(t, site)}`,
    body: [greeting, intro, { paragraph: notYou }],
  };
}

export function passwordChangedMail(t: Translator, to: string, firstName: string, resetLink: string, site: string): MailMessage {
  const greeting = t.t('mail.greeting', { name: firstName });
  const intro = t.t('mail.passwordChanged.intro', { site });
  const notYou = t.linked('mail.passwordChanged.notYou', { link: resetLink }, { url: resetLink });
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.passwordChanged.subject', { site }),
    text: `${greeting}\n\n${intro}\n\n${plain(notYou)}${signature(t, site)}`,
    body: [greeting, intro, { paragraph: notYou }],
  };
}

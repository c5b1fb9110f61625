import type { Translator } from '../../platform/i18n';
import type { MailBlock } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/**
 * The account e-mails: plain text first (it is what most security mail readers show). Each names
 * the community as its operator set it (decision 0022) and speaks the recipient's language
 * (decision 0033).
 */
const signature = (t: Translator, site: string) => `\n\n${t.t('mail.signature', { site })}`;

export function verificationMail(t: Translator, to: string, firstName: string, link: string, site: string): MailMessage {
  const finePrint = t.t('mail.verify.finePrint', { site });
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.verify.subject', { site }),
    text: `${t.t('mail.greeting', { name: firstName })}\n\n${t.t('mail.verify.introText')}\n\n${link}\n\n${finePrint}${signature(t, site)}`,
    body: linkMail(t, firstName, t.t('mail.verify.intro'), link, t.t('mail.verify.button'), finePrint),
  };
}

export function resetPasswordMail(t: Translator, to: string, firstName: string, link: string, site: string): MailMessage {
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.reset.subject', { site }),
    text:
      `${t.t('mail.greeting', { name: firstName })}\n\n${t.t('mail.reset.introText', { site })}\n\n${link}\n\n` +
      `${t.t('mail.reset.finePrintText')}${signature(t, site)}`,
    body: linkMail(t, firstName, t.t('mail.reset.intro', { site }), link, t.t('mail.reset.button'), t.t('mail.reset.finePrint')),
  };
}

/** Sent instead of a second account: the page answers the same either way (no enumeration). */
export function alreadyRegisteredMail(t: Translator, to: string, firstName: string, signInLink: string, resetLink: string, site: string): MailMessage {
  const greeting = t.t('mail.greeting', { name: firstName });
  const intro = t.t('mail.registered.intro', { site });
  const notYou = t.t('mail.registered.notYou');
  // The plain-text part writes each link as its address.
  const plain = (id: 'mail.registered.signIn' | 'mail.registered.forgot', url: string) =>
    t.linked(id, { link: url }, { url }).map((part) => (typeof part === 'string' ? part : part.text)).join('');
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject: t.t('mail.registered.subject', { site }),
    text: `${greeting}\n\n${intro}\n\n${plain('mail.registered.signIn', signInLink)}\n${plain('mail.registered.forgot', resetLink)}\n\n${notYou}${signature(t, site)}`,
    body: [
      greeting,
      intro,
      { paragraph: t.linked('mail.registered.signIn', { link: signInLink }, { url: signInLink }) },
      { paragraph: t.linked('mail.registered.forgot', { link: resetLink }, { url: resetLink }) },
      notYou,
    ],
  };
}

/** A mail around one link: a button, the address to paste, and the fine print. */
function linkMail(t: Translator, firstName: string, intro: string, link: string, button: string, footer: string): MailBlock[] {
  return [
    t.t('mail.greeting', { name: firstName }),
    intro,
    { button, href: link },
    { paragraph: t.linked('mail.pasteLink', { link }, { url: link }), small: true },
    { paragraph: [footer], small: true },
  ];
}

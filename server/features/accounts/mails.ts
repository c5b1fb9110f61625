import type { MailBlock } from '../../platform/mail-layout';
import type { MailMessage } from '../../platform/mailer';

/**
 * The account e-mails: plain text first (it is what most security mail readers show). Each names
 * the community as its operator set it (decision 0022).
 */
const signature = (site: string) => `\n\n— ${site}`;

export function verificationMail(to: string, firstName: string, link: string, site: string): MailMessage {
  return {
    to,
    siteName: site,
    subject: `Verify your ${site} e-mail address`,
    text:
      `Hi ${firstName},\n\nPlease confirm your e-mail address by opening this link:\n\n${link}\n\n` +
      `The link is valid for 24 hours and can be used once. If you did not create a ${site} account, ignore this e-mail.${signature(site)}`,
    body: linkMail(firstName, 'Please confirm your e-mail address.', link, 'Verify e-mail address',
      `The link is valid for 24 hours and can be used once. If you did not create a ${site} account, ignore this e-mail.`),
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string, site: string): MailMessage {
  return {
    to,
    siteName: site,
    subject: `Reset your ${site} password`,
    text:
      `Hi ${firstName},\n\nSomeone (hopefully you) asked to reset your ${site} password. Choose a new one here:\n\n${link}\n\n` +
      `The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays the same.${signature(site)}`,
    body: linkMail(firstName, `Someone (hopefully you) asked to reset your ${site} password.`, link,
      'Choose a new password', 'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail.'),
  };
}

/** Sent instead of a second account: the page answers the same either way (no enumeration). */
export function alreadyRegisteredMail(to: string, firstName: string, signInLink: string, resetLink: string, site: string): MailMessage {
  return {
    to,
    siteName: site,
    subject: `You already have a ${site} account`,
    text:
      `Hi ${firstName},\n\nSomeone tried to create a ${site} account with this e-mail address, but you already have one.\n\n` +
      `Sign in: ${signInLink}\nForgot your password? ${resetLink}\n\nIf this was not you, you can ignore this e-mail.${signature(site)}`,
    body: [
      `Hi ${firstName},`,
      `Someone tried to create a ${site} account with this e-mail address, but you already have one.`,
      { paragraph: ['Sign in: ', { text: signInLink, href: signInLink }] },
      { paragraph: ['Forgot your password? ', { text: resetLink, href: resetLink }] },
      'If this was not you, you can ignore this e-mail.',
    ],
  };
}

/** A mail around one link: a button, the address to paste, and the fine print. */
function linkMail(firstName: string, intro: string, link: string, button: string, footer: string): MailBlock[] {
  return [
    `Hi ${firstName},`,
    intro,
    { button, href: link },
    { paragraph: ['Or paste this address into your browser: ', { text: link, href: link }], small: true },
    { paragraph: [footer], small: true },
  ];
}

import type { MailMessage } from '../../platform/mailer';

/** Signed with the community's name as its operator set it (decision 0022). */
const signature = (site: string) => `\n\n— ${site}`;

/** "ada@example.com" → "a**@example.com": enough for the owner to recognise, little for anyone else. */
function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.charAt(0)}${'*'.repeat(Math.max(2, local.length - 1))}@${domain}`;
}

/** To the old address, so an owner whose session was taken over learns of it. */
export function emailChangedMail(to: string, firstName: string, newAddress: string, resetLink: string, site: string): MailMessage {
  return {
    to,
    siteName: site,
    subject: `Your ${site} e-mail address was changed`,
    text:
      `Hi ${firstName},\n\nThe e-mail address of your ${site} account was changed to ${maskAddress(newAddress)}.\n\n` +
      `If this was not you, reset your password at once (${resetLink}) and contact support.${signature(site)}`,
    body: [
      `Hi ${firstName},`,
      `The e-mail address of your ${site} account was changed to ${maskAddress(newAddress)}.`,
      { paragraph: ['If this was not you, reset your password at once (', { text: resetLink, href: resetLink }, ') and contact support.'] },
    ],
  };
}

export function passwordChangedMail(to: string, firstName: string, resetLink: string, site: string): MailMessage {
  return {
    to,
    siteName: site,
    subject: `Your ${site} password was changed`,
    text:
      `Hi ${firstName},\n\nThe password of your ${site} account was just changed, and your other devices were signed out.\n\n` +
      `If this was not you, reset your password at once: ${resetLink}${signature(site)}`,
    body: [
      `Hi ${firstName},`,
      `The password of your ${site} account was just changed, and your other devices were signed out.`,
      { paragraph: ['If this was not you, reset your password at once: ', { text: resetLink, href: resetLink }] },
    ],
  };
}

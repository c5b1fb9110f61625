import type { MailMessage } from '../../platform/mailer';

const signature = '\n\n— Shipyard';

/** "ada@example.com" → "a**@example.com": enough for the owner to recognise, little for anyone else. */
function maskAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.charAt(0)}${'*'.repeat(Math.max(2, local.length - 1))}@${domain}`;
}

/** To the old address, so an owner whose session was taken over learns of it. */
export function emailChangedMail(to: string, firstName: string, newAddress: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Your Shipyard e-mail address was changed',
    text:
      `Hi ${firstName},\n\nThe e-mail address of your Shipyard account was changed to ${maskAddress(newAddress)}.\n\n` +
      `If this was not you, reset your password at once (${resetLink}) and contact support.${signature}`,
    body: [
      `Hi ${firstName},`,
      `The e-mail address of your Shipyard account was changed to ${maskAddress(newAddress)}.`,
      { paragraph: ['If this was not you, reset your password at once (', { text: resetLink, href: resetLink }, ') and contact support.'] },
    ],
  };
}

export function passwordChangedMail(to: string, firstName: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Your Shipyard password was changed',
    text:
      `Hi ${firstName},\n\nThe password of your Shipyard account was just changed, and your other devices were signed out.\n\n` +
      `If this was not you, reset your password at once: ${resetLink}${signature}`,
    body: [
      `Hi ${firstName},`,
      'The password of your Shipyard account was just changed, and your other devices were signed out.',
      { paragraph: ['If this was not you, reset your password at once: ', { text: resetLink, href: resetLink }] },
    ],
  };
}

import type { MailMessage } from '../../platform/mailer';

/**
 * The two answers to a request to join (decision 0024): plain text first, as the account mails,
 * in the community's own name (the Site settings, decision 0022).
 */
const signature = (site: string) => `\n\n— ${site}`;

export function approvedMail(to: string, firstName: string, signInLink: string, verified: boolean, site: string): MailMessage {
  const next = verified
    ? 'You can now sign in:'
    : 'Please first confirm your e-mail address with the link we sent you earlier; then you can sign in:';
  return {
    to,
    siteName: site,
    subject: `Welcome to ${site}: your request to join was approved`,
    text: `Hi ${firstName},\n\nGood news: the staff approved your request to join ${site}. ${next}\n\n${signInLink}${signature(site)}`,
    body: [
      `Hi ${firstName},`,
      `Good news: the staff approved your request to join ${site}. ${next}`,
      { button: 'Sign in', href: signInLink },
    ],
  };
}

export function rejectedMail(to: string, firstName: string, reason: string | undefined, site: string): MailMessage {
  const why = reason ? `The staff gave this reason:\n\n${reason}\n\n` : '';
  const closing = 'Your account and the details you gave have been removed.';
  return {
    to,
    siteName: site,
    subject: `Your request to join ${site}`,
    text: `Hi ${firstName},\n\nThe staff reviewed your request to join ${site} and did not accept it.\n\n${why}${closing}${signature(site)}`,
    body: [
      `Hi ${firstName},`,
      `The staff reviewed your request to join ${site} and did not accept it.`,
      ...(reason ? ['The staff gave this reason:', { paragraph: [reason] }] : []),
      closing,
    ],
  };
}

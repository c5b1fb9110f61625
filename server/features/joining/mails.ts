import type { MailMessage } from '../../platform/mailer';

/** The two answers to a request to join (decision 0024): plain text first, as the account mails. */
const signature = '\n\n— Shipyard';

export function approvedMail(to: string, firstName: string, signInLink: string, verified: boolean): MailMessage {
  const next = verified
    ? 'You can now sign in:'
    : 'Please first confirm your e-mail address with the link we sent you earlier; then you can sign in:';
  return {
    to,
    subject: 'Welcome to Shipyard: your request to join was approved',
    text: `Hi ${firstName},\n\nGood news: the staff approved your request to join Shipyard. ${next}\n\n${signInLink}${signature}`,
    body: [
      `Hi ${firstName},`,
      `Good news: the staff approved your request to join Shipyard. ${next}`,
      { button: 'Sign in', href: signInLink },
    ],
  };
}

export function rejectedMail(to: string, firstName: string, reason: string | undefined): MailMessage {
  const why = reason ? `The staff gave this reason:\n\n${reason}\n\n` : '';
  const closing = 'Your account and the details you gave have been removed.';
  return {
    to,
    subject: 'Your request to join Shipyard',
    text: `Hi ${firstName},\n\nThe staff reviewed your request to join Shipyard and did not accept it.\n\n${why}${closing}${signature}`,
    body: [
      `Hi ${firstName},`,
      'The staff reviewed your request to join Shipyard and did not accept it.',
      ...(reason ? ['The staff gave this reason:', { paragraph: [reason] }] : []),
      closing,
    ],
  };
}

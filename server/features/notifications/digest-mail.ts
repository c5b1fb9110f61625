import type { Notification } from '../../../common/notifications';
import type { MailMessage } from '../../platform/mailer';

/** The lines of one digest: "3 new likes and 1 comment on your projects", "2 new followers"… */
function digestLines(items: Notification[]): string[] {
  const likes = items.filter((item) => item.type === 'like').length;
  const comments = items.filter((item) => item.type === 'comment').length;
  const follows = items.filter((item) => item.type === 'follow').length;
  const messageItems = items.filter((item) => item.type === 'message');
  const lines: string[] = [];
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  if (likes || comments) {
    const parts = [likes ? plural(likes, 'new like', 'new likes') : '', comments ? plural(comments, 'comment', 'comments') : ''];
    if (!likes) parts[1] = plural(comments, 'new comment', 'new comments');
    lines.push(`${parts.filter(Boolean).join(' and ')} on your projects`);
  }
  if (follows) lines.push(plural(follows, 'new follower', 'new followers'));
  if (messageItems.length) {
    const count = messageItems.reduce((sum, item) => sum + item.count, 0);
    const senders = [...new Set(messageItems.map((item) => (item.actor ? `${item.actor.firstName} ${item.actor.lastName}`.trim() : 'someone')))];
    const from = senders.length === 1 ? senders[0] : `${senders[0]} and ${plural(senders.length - 1, 'other', 'others')}`;
    lines.push(`${plural(count, 'new message', 'new messages')} from ${from}`);
  }
  return lines;
}

function detail(item: Notification): string {
  const who = item.actor ? `${item.actor.firstName} ${item.actor.lastName}`.trim() : 'Someone';
  const project = item.project ? `“${item.project.title}”` : 'your project';
  switch (item.type) {
    case 'like':
      return `${who} liked ${project}`;
    case 'comment':
      return `${who} commented on ${project}`;
    case 'follow':
      return `${who} started following you`;
    case 'message':
      return `${who} sent you ${item.count === 1 ? 'a message' : `${item.count} messages`}`;
    default:
      return item.message ?? 'A notice about your account';
  }
}

const DETAILS_SHOWN = 10;

/** One e-mail for a whole batch: never one per event. No message text is copied into it. */
export function digestMail(options: { to: string; firstName: string; items: Notification[]; appUrl: string; unsubscribeUrl: string; site: string }): MailMessage {
  const { items, appUrl, unsubscribeUrl, site } = options;
  const lines = digestLines(items);
  const subject = lines.length === 1 ? (lines[0] as string) : `${items.length} new notifications on ${site}`;
  const details = items.slice(0, DETAILS_SHOWN).map(detail);
  const more = items.length > DETAILS_SHOWN ? `…and ${items.length - DETAILS_SHOWN} more` : '';
  const text =
    `Hi ${options.firstName},\n\nHere is what happened on ${site}:\n\n${lines.map((line) => `• ${line}`).join('\n')}\n\n` +
    `${details.join('\n')}${more ? `\n${more}` : ''}\n\nSee everything: ${appUrl}/\n\n` +
    `You get these e-mails because notifications are on in your settings (${appUrl}/settings).\n` +
    `Unsubscribe from all notification e-mails: ${unsubscribeUrl}\n\n— ${site}`;
  const body: MailMessage['body'] = [
    `Hi ${options.firstName},`,
    `Here is what happened on ${site}:`,
    { list: lines },
    { lines: more ? [...details, more] : details },
    { button: `Open ${site}`, href: `${appUrl}/` },
    {
      paragraph: [
        'You get these e-mails because notifications are on in your ',
        { text: 'settings', href: `${appUrl}/settings` },
        '. ',
        { text: 'Unsubscribe', href: unsubscribeUrl },
        ' from all notification e-mails.',
      ],
      small: true,
    },
  ];
  // The same address as the link, in the headers: mail providers offer it as their own button.
  return { to: options.to, subject: subject.charAt(0).toUpperCase() + subject.slice(1), text, body, unsubscribeUrl, siteName: site };
}

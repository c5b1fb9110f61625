import type { Notification } from '../../../common/notifications';
import type { Translator } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mailer';

/**
 * The lines of one digest: "3 new likes and 1 comment on your projects", "2 new followers"…, in the
 * recipient's language with its plural rules (decision 0033).
 */
function digestLines(t: Translator, items: Notification[]): string[] {
  const likes = items.filter((item) => item.type === 'like').length;
  const comments = items.filter((item) => item.type === 'comment').length;
  const follows = items.filter((item) => item.type === 'follow').length;
  const messageItems = items.filter((item) => item.type === 'message');
  const lines: string[] = [];
  if (likes && comments) lines.push(t.t('mail.digest.likesAndComments', { likes, comments }));
  else if (likes) lines.push(t.t('mail.digest.likes', { likes }));
  else if (comments) lines.push(t.t('mail.digest.comments', { comments }));
  if (follows) lines.push(t.t('mail.digest.followers', { count: follows }));
  if (messageItems.length) {
    const count = messageItems.reduce((sum, item) => sum + item.count, 0);
    const senders = [...new Set(messageItems.map((item) => (item.actor ? `${item.actor.firstName} ${item.actor.lastName}`.trim() : t.t('mail.digest.someone'))))];
    const sender = senders[0] as string;
    lines.push(
      senders.length === 1
        ? t.t('mail.digest.messagesFromOne', { count, sender })
        : t.t('mail.digest.messagesFromMany', { count, sender, others: senders.length - 1 }),
    );
  }
  return lines;
}

function detail(t: Translator, item: Notification): string {
  const who = item.actor ? `${item.actor.firstName} ${item.actor.lastName}`.trim() : t.t('mail.digest.Someone');
  const title = item.project?.title;
  switch (item.type) {
    case 'like':
      return title ? t.t('mail.digest.liked', { who, title }) : t.t('mail.digest.likedYourProject', { who });
    case 'comment':
      return title ? t.t('mail.digest.commented', { who, title }) : t.t('mail.digest.commentedYourProject', { who });
    case 'follow':
      return t.t('mail.digest.followed', { who });
    case 'message':
      return t.t('mail.digest.messaged', { who, count: item.count });
    default:
      return item.message ?? t.t('mail.digest.notice');
  }
}

const DETAILS_SHOWN = 10;

/** One e-mail for a whole batch: never one per event. No message text is copied into it. */
export function digestMail(
  t: Translator,
  options: { to: string; firstName: string; items: Notification[]; appUrl: string; unsubscribeUrl: string; site: string },
): MailMessage {
  const { items, appUrl, unsubscribeUrl, site } = options;
  const lines = digestLines(t, items);
  const subject = lines.length === 1 ? (lines[0] as string) : t.t('mail.digest.subject', { count: items.length, site });
  const details = items.slice(0, DETAILS_SHOWN).map((item) => detail(t, item));
  const more = items.length > DETAILS_SHOWN ? t.t('mail.digest.more', { count: items.length - DETAILS_SHOWN }) : '';
  const greeting = t.t('mail.greeting', { name: options.firstName });
  const intro = t.t('mail.digest.intro', { site });
  const text =
    `${greeting}\n\n${intro}\n\n${lines.map((line) => `• ${line}`).join('\n')}\n\n` +
    `${details.join('\n')}${more ? `\n${more}` : ''}\n\n${t.t('mail.digest.seeEverything', { url: `${appUrl}/` })}\n\n` +
    `${t.t('mail.digest.whyText', { url: `${appUrl}/settings` })}\n` +
    `${t.t('mail.digest.unsubscribeText', { url: unsubscribeUrl })}\n\n${t.t('mail.signature', { site })}`;
  const body: MailMessage['body'] = [
    greeting,
    intro,
    { list: lines },
    { lines: more ? [...details, more] : details },
    { button: t.t('mail.digest.button', { site }), href: `${appUrl}/` },
    { paragraph: t.linked('mail.digest.why', { settings: `${appUrl}/settings`, unsubscribe: unsubscribeUrl }), small: true },
  ];
  // The same address as the link, in the headers: mail providers offer it as their own button.
  const capitalized = subject.charAt(0).toLocaleUpperCase(t.locale) + subject.slice(1);
  return { to: options.to, subject: capitalized, text, body, unsubscribeUrl, siteName: site, locale: t.locale };
}

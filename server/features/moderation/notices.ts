import type { MailMessage } from '../../platform/mailer';

/**
 * What the affected person is told: an in-app notification (type 'moderation', its `data` read by
 * the notifications list) and an e-mail with the reason, in the same words as the notification.
 */
export type Notice =
  | { kind: 'warning'; reason: string; warningCount: number }
  | { kind: 'suspension'; reason: string; until: Date; days: number }
  | { kind: 'ban'; reason: string }
  | { kind: 'unban'; reason: string }
  | { kind: 'project_hidden' | 'project_restored'; reason: string; title: string; slug: string }
  | { kind: 'comment_hidden' | 'comment_restored'; reason: string; excerpt: string; projectSlug: string | null }
  | { kind: 'appeal_accepted' | 'appeal_rejected'; reason: string; sanction: string };

/** Signed with the community's name as its operator set it (decision 0022). */
const signature = (site: string) => `\n\n— ${site}`;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

function summary(notice: Notice, site: string): { subject: string; text: string } {
  switch (notice.kind) {
    case 'warning':
      return {
        subject: `You have received a warning on ${site}`,
        text: `An administrator has warned your account (warning ${notice.warningCount}) for violating the community guidelines.`,
      };
    case 'suspension':
      return {
        subject: `Your ${site} account has been suspended`,
        text:
          `Your account is suspended for ${notice.days} day${notice.days === 1 ? '' : 's'}, until ${dateFormat.format(notice.until)} UTC. ` +
          'Until then you can sign in, read and change your settings, but not post, comment, like, follow or message.',
      };
    case 'ban':
      return {
        subject: `Your ${site} account has been banned`,
        text: 'Your account has been permanently banned. You can still sign in to export your data or delete your account.',
      };
    case 'unban':
      return { subject: `Your ${site} account has been restored`, text: 'Your account is active again: you have full access.' };
    case 'project_hidden':
      return { subject: 'Your project has been hidden', text: `An administrator has hidden your project "${notice.title}". Only you and administrators can see it now.` };
    case 'project_restored':
      return { subject: 'Your project is visible again', text: `Your project "${notice.title}" is visible to everyone again.` };
    case 'comment_hidden':
      return { subject: 'Your comment has been hidden', text: `An administrator has hidden your comment "${notice.excerpt}". Only you and administrators can see it now.` };
    case 'comment_restored':
      return { subject: 'Your comment is visible again', text: `Your comment "${notice.excerpt}" is visible to everyone again.` };
    case 'appeal_accepted':
      return {
        subject: 'Your appeal has been accepted',
        text: `The moderators have accepted your appeal: the ${notice.sanction} has been lifted.`,
      };
    case 'appeal_rejected':
      return { subject: 'Your appeal has been rejected', text: `The moderators have reviewed your appeal: the ${notice.sanction} stays in place.` };
  }
}

export function noticeMail(to: string, firstName: string, notice: Notice, appUrl: string, site: string): MailMessage {
  const { subject, text } = summary(notice, site);
  const link = 'slug' in notice ? new URL(`/projects/${notice.slug}`, appUrl).toString() : '';
  return {
    to,
    siteName: site,
    subject,
    text: `Hi ${firstName},\n\n${text}\n\nReason: ${notice.reason}${link ? `\n\n${link}` : ''}${signature(site)}`,
    body: [`Hi ${firstName},`, text, `Reason: ${notice.reason}`, ...(link ? [{ paragraph: [{ text: link, href: link }] }] : [])],
  };
}

/** The notification row's `data`: the kind, the sentence and the reason, plus what it is about. */
export function noticeData(notice: Notice, site: string): Record<string, unknown> {
  const { subject, text } = summary(notice, site);
  const { kind, ...rest } = notice;
  const extra = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
  return { ...extra, kind, title: subject, message: `${text} Reason: ${notice.reason}` };
}

export function excerpt(content: string, length = 80): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

import type { Translator } from '../../platform/i18n';
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
const signature = (t: Translator, site: string) => `\n\n${t.t('mail.signature', { site })}`;
const INTL_LOCALES = { en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR', ja: 'ja-JP' } as const;

/** The subject and the sentence, in the recipient's language (decision 0033). */
function summary(notice: Notice, site: string, t: Translator): { subject: string; text: string } {
  switch (notice.kind) {
    case 'warning':
      return { subject: t.t('mail.notice.warning.subject', { site }), text: t.t('mail.notice.warning', { count: notice.warningCount }) };
    case 'suspension': {
      const until = new Intl.DateTimeFormat(INTL_LOCALES[t.locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(notice.until);
      return { subject: t.t('mail.notice.suspension.subject', { site }), text: t.t('mail.notice.suspension', { days: notice.days, until }) };
    }
    case 'ban':
      return { subject: t.t('mail.notice.ban.subject', { site }), text: t.t('mail.notice.ban') };
    case 'unban':
      return { subject: t.t('mail.notice.unban.subject', { site }), text: t.t('mail.notice.unban') };
    case 'project_hidden':
      return { subject: t.t('mail.notice.projectHidden.subject'), text: t.t('mail.notice.projectHidden', { title: notice.title }) };
    case 'project_restored':
      return { subject: t.t('mail.notice.projectRestored.subject'), text: t.t('mail.notice.projectRestored', { title: notice.title }) };
    case 'comment_hidden':
      return { subject: t.t('mail.notice.commentHidden.subject'), text: t.t('mail.notice.commentHidden', { excerpt: notice.excerpt }) };
    case 'comment_restored':
      return { subject: t.t('mail.notice.commentRestored.subject'), text: t.t('mail.notice.commentRestored', { excerpt: notice.excerpt }) };
    case 'appeal_accepted':
      return { subject: t.t('mail.notice.appealAccepted.subject'), text: t.t('mail.notice.appealAccepted', { sanction: notice.sanction }) };
    case 'appeal_rejected':
      return { subject: t.t('mail.notice.appealRejected.subject'), text: t.t('mail.notice.appealRejected', { sanction: notice.sanction }) };
  }
}

export function noticeMail(t: Translator, to: string, firstName: string, notice: Notice, appUrl: string, site: string): MailMessage {
  const { subject, text } = summary(notice, site, t);
  const link = 'slug' in notice ? new URL(`/projects/${notice.slug}`, appUrl).toString() : '';
  const greeting = t.t('mail.greeting', { name: firstName });
  const reason = t.t('mail.notice.reason', { reason: notice.reason });
  return {
    to,
    siteName: site,
    locale: t.locale,
    subject,
    text: `${greeting}\n\n${text}\n\n${reason}${link ? `\n\n${link}` : ''}${signature(t, site)}`,
    body: [greeting, text, reason, ...(link ? [{ paragraph: [{ text: link, href: link }] }] : [])],
  };
}

/**
 * The notification row's `data`: the kind, the sentence and the reason, plus what it is about,
 * in the recipient's language (stored as written, so the bell, the live push and the digest agree).
 */
export function noticeData(notice: Notice, site: string, t: Translator): Record<string, unknown> {
  const { subject, text } = summary(notice, site, t);
  const { kind, ...rest } = notice;
  const extra = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
  return { ...extra, kind, title: subject, message: `${text} ${t.t('mail.notice.reason', { reason: notice.reason })}` };
}

export function excerpt(content: string, length = 80): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

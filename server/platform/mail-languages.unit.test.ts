import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../common/i18n/locales';
import type { Notification } from '../../common/notifications';
import { emailChangedMail, passwordChangedMail } from '../features/accounts/change-mails';
import { alreadyRegisteredMail, resetPasswordMail, verificationMail } from '../features/accounts/mails';
import { newDeviceMail } from '../features/accounts/sign-in-alert';
import { approvedMail, rejectedMail } from '../features/joining/mails';
import { type Notice, noticeMail } from '../features/moderation/notices';
import { digestMail } from '../features/notifications/digest-mail';
import { wrongCodesMail } from '../features/two-factor/wrong-codes-mail';
import { Translations, type Translator } from './i18n';
import { mailHtml } from './mail-layout';
import type { MailMessage } from './mailer';

/**
 * Issue 18: every e-mail goes out in the recipient's language. Each kind of e-mail is written in
 * English and in every other language; the other language's subject and lines may not repeat an
 * English line (what a person, a project or the operator wrote aside), and its HTML part says
 * its language. An e-mail kind added without its texts in a language fails here.
 */
const APP = 'https://yard.example';
const SITE = 'Shipyard';
/** What people wrote or the app names: never translated, so taken out before lines are compared. */
const GIVEN = ['Ada', 'Grace Hopper', 'Rocket Lantern', 'Spam links everywhere', 'Firefox on Linux', '203.0.113.9', 'new@example.com', SITE];

const actor = { id: 'u2', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null };
const project = { id: 'p1', slug: 'rocket-lantern', title: 'Rocket Lantern' };
const item = (type: Notification['type'], extra: Partial<Notification> = {}): Notification => ({
  id: `${type}-1`,
  type,
  actor,
  project: null,
  conversationId: null,
  count: 1,
  message: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  readAt: null,
  ...extra,
});

const NOTICES: Notice[] = [
  { kind: 'warning', reason: 'Spam links everywhere', warningCount: 2 },
  { kind: 'suspension', reason: 'Spam links everywhere', until: new Date('2026-03-01T12:00:00Z'), days: 7 },
  { kind: 'ban', reason: 'Spam links everywhere' },
  { kind: 'unban', reason: 'Spam links everywhere' },
  { kind: 'project_hidden', reason: 'Spam links everywhere', title: 'Rocket Lantern', slug: 'rocket-lantern' },
  { kind: 'project_restored', reason: 'Spam links everywhere', title: 'Rocket Lantern', slug: 'rocket-lantern' },
  { kind: 'comment_hidden', reason: 'Spam links everywhere', excerpt: 'Rocket Lantern', projectSlug: 'rocket-lantern' },
  { kind: 'comment_restored', reason: 'Spam links everywhere', excerpt: 'Rocket Lantern', projectSlug: null },
  { kind: 'appeal_accepted', reason: 'Spam links everywhere', sanction: 'Rocket Lantern' },
  { kind: 'appeal_rejected', reason: 'Spam links everywhere', sanction: 'Rocket Lantern' },
];

/** Every kind of e-mail the server sends, written by one translator. */
const MAILS: Record<string, (t: Translator) => MailMessage> = {
  verification: (t) => verificationMail(t, 'ada@example.com', 'Ada', `${APP}/verify-email?token=x`, SITE),
  'password reset': (t) => resetPasswordMail(t, 'ada@example.com', 'Ada', `${APP}/reset-password?token=x`, SITE),
  'already registered': (t) => alreadyRegisteredMail(t, 'ada@example.com', 'Ada', `${APP}/login`, `${APP}/forgot-password`, SITE),
  'address changed': (t) => emailChangedMail(t, 'ada@example.com', 'Ada', 'new@example.com', `${APP}/forgot-password`, SITE),
  'password changed': (t) => passwordChangedMail(t, 'ada@example.com', 'Ada', `${APP}/forgot-password`, SITE),
  'new device': (t) =>
    newDeviceMail(t, 'ada@example.com', 'Ada', { device: 'Firefox on Linux', ipAddress: '203.0.113.9', time: '2 Jan 2026' }, `${APP}/settings`, SITE),
  'new device, unknown address': (t) =>
    newDeviceMail(t, 'ada@example.com', 'Ada', { device: 'Firefox on Linux', ipAddress: null, time: '2 Jan 2026' }, `${APP}/settings`, SITE),
  'wrong two-factor codes': (t) =>
    wrongCodesMail(t, 'ada@example.com', 'Ada', { failures: 10, until: '2 Jan 2026', ipAddress: '203.0.113.9' }, `${APP}/settings`, SITE),
  'wrong two-factor codes, unknown address': (t) =>
    wrongCodesMail(t, 'ada@example.com', 'Ada', { failures: 20, until: '2 Jan 2026', ipAddress: null }, `${APP}/settings`, SITE),
  'joining approved': (t) => approvedMail(t, 'ada@example.com', 'Ada', `${APP}/login`, true, SITE),
  'joining approved, unverified': (t) => approvedMail(t, 'ada@example.com', 'Ada', `${APP}/login`, false, SITE),
  'joining rejected': (t) => rejectedMail(t, 'ada@example.com', 'Ada', 'Spam links everywhere', SITE),
  'joining rejected without a reason': (t) => rejectedMail(t, 'ada@example.com', 'Ada', undefined, SITE),
  ...Object.fromEntries(NOTICES.map((notice) => [`notice ${notice.kind}`, (t: Translator) => noticeMail(t, 'ada@example.com', 'Ada', notice, APP, SITE)])),
  'digest of one follow': (t) =>
    digestMail(t, { to: 'ada@example.com', firstName: 'Ada', items: [item('follow')], appUrl: APP, unsubscribeUrl: `${APP}/u`, site: SITE }),
  'digest of everything': (t) =>
    digestMail(t, {
      to: 'ada@example.com',
      firstName: 'Ada',
      items: [
        item('like', { project }),
        item('like', { id: 'like-2', project: null }),
        item('comment', { project }),
        item('comment', { id: 'comment-2', project: null }),
        item('follow'),
        item('message', { count: 3 }),
        item('message', { id: 'message-2', actor: { ...actor, id: 'u3', firstName: 'Ada', lastName: 'Byron' } }),
        item('moderation', { actor: null }),
      ],
      appUrl: APP,
      unsubscribeUrl: `${APP}/u`,
      site: SITE,
    }),
};

const translations = new Translations();
const withoutGiven = (line: string) => GIVEN.reduce((rest, given) => rest.split(given).join(' '), line.replace(/https?:\/\/\S+/g, ' '));
/** The English lines (subject included) that have words of their own, not only what was given. */
const wordyLines = (mail: MailMessage) =>
  [mail.subject, ...mail.text.split('\n')].map((line) => line.trim()).filter((line) => /[A-Za-z]{3,}/.test(withoutGiven(line)));

describe('every e-mail in the recipient language', () => {
  const languages = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');

  for (const [kind, write] of Object.entries(MAILS)) {
    it(kind, () => {
      const english = write(translations.for('en'));
      expect(wordyLines(english).length, 'the English e-mail has texts to compare').toBeGreaterThan(1);
      for (const language of languages) {
        const mail = write(translations.for(language));
        expect(mail.locale, language).toBe(language);
        const lines = new Set([mail.subject, ...mail.text.split('\n')].map((line) => line.trim()));
        const leftInEnglish = wordyLines(english).filter((line) => lines.has(line));
        expect(leftInEnglish, `${kind} in ${language}: English lines`).toEqual([]);
        expect(mailHtml(mail.subject, mail.body, mail.siteName, mail.locale)).toContain(`<html lang="${language}">`);
      }
    });
  }
});

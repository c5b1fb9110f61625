import { describe, expect, it } from 'vitest';
import { passwordChangedMail } from '../features/accounts/change-mails';
import { admin, adminAction } from '../features/moderation/test-support';
import { sendNotificationDigests } from '../features/notifications/digest';
import { createSignedInUser, createUser, DEFAULT_PASSWORD, uniqueEmail } from '../test/factories';
import { useTestApp } from '../test/harness';
import { createProject, member } from '../test/projects';
import { type CapturedMail, linkIn } from '../test/smtp-capture';

/**
 * Every kind of e-mail, sent through the real endpoints to a real SMTP server: its subject and
 * plain text exactly as they were written, and an HTML part in the one shared layout with every
 * name, title and reason escaped.
 */
const context = useTestApp();
const APP = 'http://localhost:3000';
/** What a person may call themselves; none of it may reach the HTML as markup. */
const NAME = `<b>Ada</b> & "Co"`;
const ESCAPED_NAME = '&#60;b&#62;Ada&#60;/b&#62; &#38; &#34;Co&#34;';
const STRONG_PASSWORD = 'quartz lantern harbor violet 42';

const textOf = (mail: CapturedMail) => mail.text.replace(/\r\n/g, '\n').replace(/\n+$/, '');
const htmlOf = (mail: CapturedMail) => mail.html.replace(/\r\n/g, '\n');

/** The markup around the content (everything before the first and after the last paragraph). */
function wrapperOf(mail: CapturedMail): string {
  const html = htmlOf(mail).replace(/<title>[^<]*<\/title>/, '<title></title>');
  return `${html.slice(0, html.indexOf('<p'))}…${html.slice(html.lastIndexOf('</p>') + 4)}`;
}

/** Every opened element is closed, in order (void elements aside). */
function unbalancedTag(html: string): string | null {
  const open: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)) {
    const tag = (name as string).toLowerCase();
    if (['meta', 'br', 'img', 'hr'].includes(tag)) continue;
    if (!closing) open.push(tag);
    else if (open.pop() !== tag) return tag;
  }
  return open.length ? (open.at(-1) as string) : null;
}

const wrappers = new Map<string, string>();

function expectInLayout(kind: string, mail: CapturedMail) {
  const html = htmlOf(mail);
  expect(html, `${kind} has no HTML part`).not.toBe('');
  expect(html.startsWith('<!doctype html>\n<html lang="en">'), kind).toBe(true);
  expect(html).toContain(`<title>${mail.subject.replace(/&/g, '&#38;').replace(/"/g, '&#34;')}</title>`);
  expect(html).toMatch(/— Shipyard<\/p>\n<\/td><\/tr><\/table>\n<\/td><\/tr><\/table>\n<\/body><\/html>\n?$/);
  expect(unbalancedTag(html), kind).toBeNull();
  wrappers.set(kind, wrapperOf(mail));
  // One layout: the markup around the content is the same for every kind sent so far.
  expect(new Set(wrappers.values()).size, [...wrappers.keys()].join(', ')).toBe(1);
}

function expectEscaped(mail: CapturedMail, ...markup: Array<[raw: string, escaped: string]>) {
  const html = htmlOf(mail);
  for (const [raw, escaped] of markup) {
    expect(html).toContain(escaped);
    expect(html).not.toContain(raw);
  }
}

describe('the e-mails: exact texts, one HTML layout, escaped names', () => {
  it('verification', async () => {
    const email = uniqueEmail('layout-verify');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, firstName: NAME, lastName: 'Lovelace' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await context.mail.waitFor(email, 'Verify');
    const link = linkIn(mail, '/verify-email?token=');
    expect(mail.subject).toBe('Verify your Shipyard e-mail address');
    expect(textOf(mail)).toBe(
      `Hi ${NAME},\n\nPlease confirm your e-mail address by opening this link:\n\n${link}\n\n` +
        'The link is valid for 24 hours and can be used once. If you did not create a Shipyard account, ignore this e-mail.\n\n— Shipyard',
    );
    expectInLayout('verification', mail);
    expectEscaped(mail, [NAME, `Hi ${ESCAPED_NAME},`]);
    const html = htmlOf(mail);
    expect(html).toContain('Please confirm your e-mail address.');
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('>Verify e-mail address</a>');
    expect(html).toContain('The link is valid for 24 hours and can be used once. If you did not create a Shipyard account, ignore this e-mail.');
  });

  it('already registered', async () => {
    const existing = await createUser(context, { firstName: NAME });
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: existing.email, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, firstName: 'Someone', lastName: 'Else' },
    });
    const mail = await context.mail.waitFor(existing.email, 'already have');
    expect(mail.subject).toBe('You already have a Shipyard account');
    expect(textOf(mail)).toBe(
      `Hi ${NAME},\n\nSomeone tried to create a Shipyard account with this e-mail address, but you already have one.\n\n` +
        `Sign in: ${APP}/login\nForgot your password? ${APP}/forgot-password\n\nIf this was not you, you can ignore this e-mail.\n\n— Shipyard`,
    );
    expectInLayout('already registered', mail);
    expectEscaped(mail, [NAME, `Hi ${ESCAPED_NAME},`]);
    expect(htmlOf(mail)).toContain(`<a href="${APP}/forgot-password"`);
  });

  it('password reset', async () => {
    const user = await createUser(context, { firstName: NAME });
    await context.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const mail = await context.mail.waitFor(user.email, 'Reset');
    const link = linkIn(mail, '/reset-password?token=');
    expect(mail.subject).toBe('Reset your Shipyard password');
    expect(textOf(mail)).toBe(
      `Hi ${NAME},\n\nSomeone (hopefully you) asked to reset your Shipyard password. Choose a new one here:\n\n${link}\n\n` +
        'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays the same.\n\n— Shipyard',
    );
    expectInLayout('reset', mail);
    expectEscaped(mail, [NAME, `Hi ${ESCAPED_NAME},`]);
    const html = htmlOf(mail);
    expect(html).toContain('Someone (hopefully you) asked to reset your Shipyard password.');
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain('>Choose a new password</a>');
  });

  it('change of address', async () => {
    const { user, cookie } = await createSignedInUser(context, { firstName: NAME });
    const newEmail = uniqueEmail('moved');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { cookie },
      payload: { newEmail, password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const mail = await context.mail.waitFor(user.email, 'was changed');
    const [local = '', domain = ''] = newEmail.split('@');
    const masked = `${local.charAt(0)}${'*'.repeat(local.length - 1)}@${domain}`;
    expect(mail.subject).toBe('Your Shipyard e-mail address was changed');
    expect(textOf(mail)).toBe(
      `Hi ${NAME},\n\nThe e-mail address of your Shipyard account was changed to ${masked}.\n\n` +
        `If this was not you, reset your password at once (${APP}/forgot-password) and contact support.\n\n— Shipyard`,
    );
    expectInLayout('change of address', mail);
    expectEscaped(mail, [NAME, `Hi ${ESCAPED_NAME},`]);
    expect(htmlOf(mail)).toContain(masked);
    expect(htmlOf(mail)).not.toContain(newEmail);
  });

  it('password changed', async () => {
    const email = uniqueEmail('layout-password');
    context.deps.mailer.send(passwordChangedMail(context.deps.translations.for('en'), email, NAME, `${APP}/forgot-password`, 'Shipyard'));
    const mail = await context.mail.waitFor(email, 'password was changed');
    expect(mail.subject).toBe('Your Shipyard password was changed');
    expect(textOf(mail)).toBe(
      `Hi ${NAME},\n\nThe password of your Shipyard account was just changed, and your other devices were signed out.\n\n` +
        `If this was not you, reset your password at once: ${APP}/forgot-password\n\n— Shipyard`,
    );
    expectInLayout('password changed', mail);
    expectEscaped(mail, [NAME, `Hi ${ESCAPED_NAME},`]);
  });

  it('digest', async () => {
    const owner = await member(context, { firstName: NAME });
    const title = `<Rocket> & "Co"`;
    const project = await createProject(context.app, owner.cookie, { title });
    const fan = await member(context, { firstName: '<i>Fan</i>', lastName: 'User' });
    await context.app.inject({ method: 'POST', url: `/api/projects/${project.id}/like`, headers: { cookie: fan.cookie } });
    await sendNotificationDigests(context.deps, { quietMs: 0 });
    await context.deps.mailer.drain();
    const [mail] = context.mail.to(owner.user.email);
    if (!mail) throw new Error('no digest e-mail');
    const unsubscribe = linkIn(mail, '/api/notifications/unsubscribe?token=');
    expect(mail.subject).toBe('1 new like on your projects');
    expect(textOf(mail)).toBe(
      `Hi ${NAME},\n\nHere is what happened on Shipyard:\n\n• 1 new like on your projects\n\n<i>Fan</i> User liked “${title}”\n\n` +
        `See everything: ${APP}/\n\nYou get these e-mails because notifications are on in your settings (${APP}/settings).\n` +
        `Unsubscribe from all notification e-mails: ${unsubscribe}\n\n— Shipyard`,
    );
    expectInLayout('digest', mail);
    expectEscaped(
      mail,
      [NAME, `Hi ${ESCAPED_NAME},`],
      ['<i>Fan</i>', '&#60;i&#62;Fan&#60;/i&#62; User liked “&#60;Rocket&#62; &#38; &#34;Co&#34;”'],
    );
    const html = htmlOf(mail);
    expect(html).toContain('Here is what happened on Shipyard:');
    expect(html).toContain('<strong>1 new like on your projects</strong>');
    expect(html).toContain('>Open Shipyard</a>');
    expect(html).toContain(`<a href="${unsubscribe.replaceAll('&', '&#38;')}"`);
    expect(html).toContain('from all notification e-mails.');
  });

  it('moderation notices', async () => {
    const moderator = await admin(context);
    const target = await member(context, { firstName: NAME });
    const reason = 'Links to <script>x</script> & more';
    await adminAction(context, moderator.cookie, `/users/${target.user.id}/warn`, { reason });
    const warning = await context.mail.waitFor(target.user.email, 'warning');
    expect(warning.subject).toBe('You have received a warning on Shipyard');
    expect(textOf(warning)).toBe(
      `Hi ${NAME},\n\nAn administrator has warned your account (warning 1) for violating the community guidelines.\n\nReason: ${reason}\n\n— Shipyard`,
    );
    expectInLayout('warning', warning);
    expectEscaped(warning, [NAME, `Hi ${ESCAPED_NAME},`], [reason, 'Reason: Links to &#60;script&#62;x&#60;/script&#62; &#38; more']);

    const project = await createProject(context.app, target.cookie, { title: '<Rocket>' });
    await adminAction(context, moderator.cookie, `/projects/${project.id}/hide`, { reason: 'Stolen artwork' });
    const hidden = await context.mail.waitFor(target.user.email, 'hidden');
    const link = `${APP}/projects/${project.slug}`;
    expect(hidden.subject).toBe('Your project has been hidden');
    expect(textOf(hidden)).toBe(
      `Hi ${NAME},\n\nAn administrator has hidden your project "<Rocket>". Only you and administrators can see it now.\n\n` +
        `Reason: Stolen artwork\n\n${link}\n\n— Shipyard`,
    );
    expectInLayout('project hidden', hidden);
    expectEscaped(hidden, ['<Rocket>', 'your project &#34;&#60;Rocket&#62;&#34;.']);
    expect(htmlOf(hidden)).toContain(`<a href="${link}"`);
  });
});

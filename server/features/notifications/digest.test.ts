import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSettings } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { type CapturedMail, headerValue, linkIn } from '../../test/smtp-capture';
import { api, conversationBetween } from '../messaging/test-support';
import { sendNotificationDigests } from './digest';
import { unsubscribeLink } from './unsubscribe';

const context = useTestApp();
const calls = api(context);
const like = (projectId: string, cookie: string) => calls.call('POST', `/api/projects/${projectId}/like`, cookie);
/** Everything waiting is due (tests do not wait out the quiet period). */
const runDigest = async () => {
  const sent = await sendNotificationDigests(context.deps, { quietMs: 0 });
  await context.deps.mailer.drain();
  return sent;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function likedFiveTimes(overrides: Parameters<typeof member>[1] = {}) {
  const owner = await member(context, { firstName: 'Olive', ...overrides });
  const project = await createProject(context.app, owner.cookie, { title: 'Rocket' });
  for (let index = 0; index < 5; index++) await like(project.id, (await member(context, { firstName: `Fan${index}` })).cookie);
  return owner;
}

async function digestFor(firstName: string): Promise<{ owner: Awaited<ReturnType<typeof member>>; mail: CapturedMail }> {
  const owner = await member(context, { firstName });
  const project = await createProject(context.app, owner.cookie);
  await like(project.id, (await member(context)).cookie);
  await runDigest();
  const [mail] = context.mail.to(owner.user.email);
  if (!mail) throw new Error('no digest e-mail');
  return { owner, mail };
}

const emailNotificationsOf = async (userId: string) =>
  (await context.deps.database.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0]?.emailNotifications;

describe('notification e-mails', () => {
  it('batches a burst of 5 likes into one e-mail, once, with an unsubscribe link', async () => {
    const owner = await likedFiveTimes();
    expect(await runDigest()).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = context.mail.to(owner.user.email);
    expect(others).toEqual([]);
    if (!mail) throw new Error('no digest e-mail');
    expect(mail.subject).toBe('5 new likes on your projects');
    expect(mail.text).toContain('Hi Olive');
    expect(mail.text).toContain('Fan0 User liked “Rocket”');
    expect(linkIn(mail, '/api/notifications/unsubscribe?token=')).toMatch(/^http:\/\/localhost:3000\//);
    // Claimed: a second run sends nothing more.
    await runDigest();
    await settle();
    expect(context.mail.to(owner.user.email)).toHaveLength(1);
  });

  it('waits for a quiet period: a burst still going on is not mailed yet', async () => {
    const owner = await likedFiveTimes();
    await sendNotificationDigests(context.deps, { quietMs: 60_000, maxWaitMs: 60 * 60_000 });
    await context.deps.mailer.drain();
    expect(context.mail.to(owner.user.email)).toHaveLength(0);
    await runDigest();
    expect(context.mail.to(owner.user.email)).toHaveLength(1);
  });

  it('sums up mixed activity and messages without copying their text', async () => {
    const owner = await member(context);
    const project = await createProject(context.app, owner.cookie);
    const fan = await member(context, { firstName: 'Ada', lastName: 'Lovelace' });
    await like(project.id, fan.cookie);
    await like(project.id, (await member(context)).cookie);
    await calls.call('POST', `/api/projects/${project.id}/comments`, fan.cookie, { content: 'Nice' });
    await calls.follow(owner.user.id, fan.cookie);
    const id = await conversationBetween(context, fan.cookie, owner.user.id);
    await calls.send(id, 'secret plans', fan.cookie);
    await calls.send(id, 'more secret plans', fan.cookie);
    await runDigest();
    const [mail] = context.mail.to(owner.user.email);
    expect(mail?.subject).toBe('5 new notifications on Shipyard');
    expect(mail?.text).toContain('2 new likes and 1 comment on your projects');
    expect(mail?.text).toContain('1 new follower');
    expect(mail?.text).toContain('2 new messages from Ada Lovelace');
    expect(mail?.text).not.toContain('secret plans');
  });

  it('sends nothing when e-mail notifications are off, and respects the two topic switches', async () => {
    const silent = await member(context);
    await context.deps.database.db.insert(userSettings).values({ userId: silent.user.id, emailNotifications: false });
    const silentProject = await createProject(context.app, silent.cookie);
    for (let index = 0; index < 5; index++) await like(silentProject.id, (await member(context)).cookie);

    const noProjects = await member(context);
    await context.deps.database.db.insert(userSettings).values({ userId: noProjects.user.id, projectNotifications: false });
    const project = await createProject(context.app, noProjects.cookie);
    const fan = await member(context, { firstName: 'Bo', lastName: 'Ring' });
    await like(project.id, fan.cookie);
    const id = await conversationBetween(context, fan.cookie, noProjects.user.id);
    await calls.send(id, 'hi', fan.cookie);

    await runDigest();
    await settle();
    expect(context.mail.to(silent.user.email)).toHaveLength(0);
    const mails = context.mail.to(noProjects.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['1 new message from Bo Ring']);
  });

  it('leaves out what was read in the app already', async () => {
    const owner = await likedFiveTimes();
    await calls.call('POST', '/api/notifications/read-all', owner.cookie);
    await runDigest();
    await settle();
    expect(context.mail.to(owner.user.email)).toHaveLength(0);
  });

  it('sends each batch once even when two processes run the digest at the same time', async () => {
    const owner = await likedFiveTimes();
    await Promise.all([runDigest(), runDigest(), runDigest()]);
    await settle();
    expect(context.mail.to(owner.user.email)).toHaveLength(1);
  });

  it('unsubscribes through the e-mailed link without signing in; a forged token does nothing', async () => {
    const owner = await likedFiveTimes();
    await runDigest();
    const [mail] = context.mail.to(owner.user.email);
    if (!mail) throw new Error('no digest e-mail');
    const link = new URL(linkIn(mail, '/api/notifications/unsubscribe?token='));
    const forged = await context.app.inject({ url: `/api/notifications/unsubscribe?token=${owner.user.id}.AAAA` });
    expect(forged.statusCode).toBe(400);
    expect((await context.app.inject({ url: '/api/notifications/unsubscribe' })).statusCode).toBe(400);
    const settingsOf = async () =>
      (await context.deps.database.db.select().from(userSettings).where(eq(userSettings.userId, owner.user.id)))[0];
    expect(await settingsOf()).toBeUndefined();

    const response = await context.app.inject({ url: `${link.pathname}${link.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('You have been unsubscribed');
    expect((await settingsOf())?.emailNotifications).toBe(false);
    // Idempotent (also as an RFC 8058 one-click POST), and no more mail.
    expect((await context.app.inject({ url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    const oneClick = await context.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const project = await createProject(context.app, owner.cookie);
    await like(project.id, (await member(context)).cookie);
    await runDigest();
    await settle();
    expect(context.mail.to(owner.user.email)).toHaveLength(1);
  });

  it('carries the RFC 8058 one-click headers: the recipient\'s own unsubscribe address under APP_URL', async () => {
    const { owner, mail } = await digestFor('Hedda');
    const own = unsubscribeLink(context.config.appUrl, context.config.sessionSecret, owner.user.id);
    expect(own.startsWith(`${context.config.appUrl}/api/notifications/unsubscribe?token=`)).toBe(true);
    expect(headerValue(mail.raw, 'list-unsubscribe')).toBe(`<${own}>`);
    expect(headerValue(mail.raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(mail, '/api/notifications/unsubscribe?token=')).toBe(own);
  });

  it('unsubscribes on the one-click POST a mail provider sends: cross-site, no cookie, form or multipart body', async () => {
    const provider = { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' };
    const oneClick = (url: string, headers: Record<string, string>, payload: string) =>
      context.app.inject({ method: 'POST', url, headers: { ...provider, ...headers }, payload });
    const pathOf = (mail: CapturedMail) => {
      const url = new URL(headerValue(mail.raw, 'list-unsubscribe').slice(1, -1));
      return `${url.pathname}${url.search}`;
    };

    const form = await digestFor('Forma');
    const forged = await oneClick(`/api/notifications/unsubscribe?token=${form.owner.user.id}.AAAA`, { 'content-type': 'application/x-www-form-urlencoded' }, 'List-Unsubscribe=One-Click');
    expect(forged.statusCode).toBe(400);
    expect(await emailNotificationsOf(form.owner.user.id)).toBeUndefined();
    const response = await oneClick(pathOf(form.mail), { 'content-type': 'application/x-www-form-urlencoded' }, 'List-Unsubscribe=One-Click');
    expect(response.statusCode).toBe(200);
    expect(await emailNotificationsOf(form.owner.user.id)).toBe(false);

    const multi = await digestFor('Multi');
    const boundary = '----provider';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const multipart = await oneClick(pathOf(multi.mail), { 'content-type': `multipart/form-data; boundary=${boundary}` }, body);
    expect(multipart.statusCode).toBe(200);
    expect(await emailNotificationsOf(multi.owner.user.id)).toBe(false);
  });
});

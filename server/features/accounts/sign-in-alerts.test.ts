import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knownDevices } from '../../db/schema';
import { newcomer, registerWith, verifyByMail } from '../joining/test-support';
import { cookieHeader, createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { linkIn } from '../../test/smtp-capture';
import { SESSIONS_PATH } from './sign-in-alert';

/** Decision 0026: an e-mail when a new browser or device signs in, through a real SMTP server. */
const context = useTestApp();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const FIREFOX_LINUX_NEWER = 'Mozilla/5.0 (X11; Linux x86_64; rv:134.0) Gecko/20100101 Firefox/134.0';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SUBJECT = 'New sign-in';

async function signInFrom(email: string, userAgent: string, password = DEFAULT_PASSWORD): Promise<string> {
  const answer = await context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
    remoteAddress: '203.0.113.7',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return cookieHeader(answer);
}

async function alertsTo(email: string) {
  await context.deps.mailer.drain();
  return context.mail.to(email).filter((mail) => mail.subject.includes(SUBJECT));
}

describe('sign-in alerts', () => {
  it('are not sent for the first sign-in after registering, nor for the same browser again', async () => {
    const payload = newcomer();
    expect((await registerWith(context, payload)).statusCode).toBe(201);
    expect((await verifyByMail(context, payload.email)).statusCode).toBe(200);
    await signInFrom(payload.email, FIREFOX_LINUX, payload.password);
    await signInFrom(payload.email, FIREFOX_LINUX, payload.password);
    // A browser update is the same browser on the same system.
    await signInFrom(payload.email, FIREFOX_LINUX_NEWER, payload.password);
    expect(await alertsTo(payload.email)).toEqual([]);
  });

  it('tell the owner of a sign-in from a new browser, with the device, address, time and the sessions link, once', async () => {
    const user = await createUser(context, { firstName: 'Alma' });
    await signInFrom(user.email, FIREFOX_LINUX);
    await signInFrom(user.email, CHROME_WINDOWS);
    const mail = await context.mail.waitFor(user.email, SUBJECT);
    expect(mail.text).toContain('Hi Alma');
    expect(mail.text).toContain('Device: Chrome on Windows');
    expect(mail.text).toContain('IP address: 203.0.113.7');
    expect(mail.text).toMatch(/Time: .*2\d{3}.*\(UTC\)/);
    expect(linkIn(mail, SESSIONS_PATH)).toBe(`${context.config.appUrl}${SESSIONS_PATH}`);
    expect(mail.html).toContain('Chrome on Windows');

    await signInFrom(user.email, CHROME_WINDOWS);
    expect(await alertsTo(user.email)).toHaveLength(1);
    await signInFrom(user.email, SAFARI_IPHONE);
    const all = await alertsTo(user.email);
    expect(all).toHaveLength(2);
    expect(all[1]?.text).toContain('Device: Safari on iOS');
  });

  it('count the sessions from before devices were remembered as earlier sign-ins', async () => {
    const user = await createUser(context);
    await signInFrom(user.email, FIREFOX_LINUX);
    // As if the account had signed in before this release: sessions, but no known devices.
    await context.deps.database.db.delete(knownDevices).where(eq(knownDevices.userId, user.id));
    await signInFrom(user.email, CHROME_WINDOWS);
    const mail = await context.mail.waitFor(user.email, SUBJECT);
    expect(mail.text).toContain('Device: Chrome on Windows');
  });

  it('are not sent when the same browser signs in again after signing out everywhere', async () => {
    const user = await createUser(context);
    const cookie = await signInFrom(user.email, FIREFOX_LINUX);
    await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    await signInFrom(user.email, FIREFOX_LINUX);
    expect(await alertsTo(user.email)).toEqual([]);
  });
});

describe('turning sign-in alerts off', () => {
  it('stops them, and turning them on again brings them back', async () => {
    const user = await createUser(context);
    const cookie = await signInFrom(user.email, FIREFOX_LINUX);
    const off = await context.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { signInAlerts: false } });
    expect(off.json()).toMatchObject({ signInAlerts: false });
    await signInFrom(user.email, CHROME_WINDOWS);
    expect(await alertsTo(user.email)).toEqual([]);
    await context.app.inject({ method: 'PUT', url: '/api/settings', headers: { cookie }, payload: { signInAlerts: true } });
    await signInFrom(user.email, SAFARI_IPHONE);
    expect((await context.mail.waitFor(user.email, SUBJECT)).text).toContain('Device: Safari on iOS');
  });
});

describe('the sessions list', () => {
  it('says how each session signed in', async () => {
    const user = await createUser(context);
    const cookie = await signInFrom(user.email, FIREFOX_LINUX);
    const list = await context.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie } });
    expect(list.json()).toMatchObject([{ device: 'Firefox on Linux', signInMethod: 'password', signInMethodLabel: 'Password', current: true }]);
  });
});

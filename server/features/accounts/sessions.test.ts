import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { cookieHeader, createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const context = useTestApp();
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DAY = 24 * 3_600_000;

async function signInWith(email: string, userAgent: string): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEFAULT_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

function call(method: 'GET' | 'DELETE', url: string, cookie?: string) {
  return context.app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

interface SessionInfo {
  id: string;
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

async function list(cookie: string): Promise<SessionInfo[]> {
  const response = await call('GET', '/api/auth/sessions', cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/auth/sessions', () => {
  it('lists the devices of the signed-in user with a device label and the current flag', async () => {
    const user = await createUser(context);
    const laptop = await signInWith(user.email, FIREFOX_LINUX);
    const phone = await signInWith(user.email, SAFARI_IPHONE);
    const other = await createUser(context);
    await signInWith(other.email, FIREFOX_LINUX);

    const fromLaptop = await list(laptop);
    expect(fromLaptop).toHaveLength(2);
    expect(fromLaptop.map((s) => s.device).sort()).toEqual(['Firefox on Linux', 'Safari on iOS']);
    expect(fromLaptop.find((s) => s.current)?.device).toBe('Firefox on Linux');
    expect(fromLaptop.filter((s) => s.current)).toHaveLength(1);
    for (const session of fromLaptop) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Number.isNaN(Date.parse(session.createdAt))).toBe(false);
      expect(session.ipAddress).toBeTruthy();
    }
    const fromPhone = await list(phone);
    expect(fromPhone.find((s) => s.current)?.device).toBe('Safari on iOS');
  });

  it('never exposes the stored hash or anything usable as a cookie', async () => {
    const user = await createUser(context);
    const cookie = await signInWith(user.email, FIREFOX_LINUX);
    const [session] = await list(cookie);
    const [row] = await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.id).not.toBe(row?.id);
    expect(row?.id.startsWith(session?.id ?? '-')).toBe(true);
    const token = cookie.split('=')[1] as string;
    const response = await call('GET', '/api/auth/sessions', cookie);
    expect(response.body).not.toContain(token);
    expect(response.body).not.toContain(row?.id);
  });

  it('labels a request without user agent as an unknown device', async () => {
    const user = await createUser(context);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    const [session] = await list(cookieHeader(response));
    expect(session?.device).toBe('Unknown device');
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('signs out that one device; its cookie stops working', async () => {
    const user = await createUser(context);
    const laptop = await signInWith(user.email, FIREFOX_LINUX);
    const phone = await signInWith(user.email, SAFARI_IPHONE);
    const target = (await list(laptop)).find((s) => !s.current);
    expect(target?.device).toBe('Safari on iOS');
    const response = await call('DELETE', `/api/auth/sessions/${target?.id}`, laptop);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', laptop)).statusCode).toBe(200);
    expect(await list(laptop)).toHaveLength(1);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const owner = await createUser(context);
    const intruder = await createUser(context);
    const ownerCookie = await signInWith(owner.email, FIREFOX_LINUX);
    const intruderCookie = await signInWith(intruder.email, FIREFOX_LINUX);
    const [ownerSession] = await list(ownerCookie);
    const response = await call('DELETE', `/api/auth/sessions/${ownerSession?.id}`, intruderCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Session not found');
    expect((await call('GET', '/api/auth/user', ownerCookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const user = await createUser(context);
    const cookie = await signInWith(user.email, FIREFOX_LINUX);
    expect((await call('DELETE', '/api/auth/sessions/0000000000000000', cookie)).statusCode).toBe(404);
  });
});

describe('DELETE /api/auth/sessions', () => {
  it('signs out every other device and keeps the current one', async () => {
    const user = await createUser(context);
    const current = await signInWith(user.email, FIREFOX_LINUX);
    const others = [await signInWith(user.email, SAFARI_IPHONE), await signInWith(user.email, SAFARI_IPHONE)];
    const response = await call('DELETE', '/api/auth/sessions', current);
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(2);
    for (const cookie of others) expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', current)).statusCode).toBe(200);
    const remaining = await list(current);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.current).toBe(true);
  });
});

describe('visitors', () => {
  it.each([
    ['GET', '/api/auth/sessions'],
    ['DELETE', '/api/auth/sessions/0123456789abcdef'],
    ['DELETE', '/api/auth/sessions'],
  ] as const)('%s %s → 401', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthorized');
  });
});

describe('session expiry', () => {
  it('extends a session to 30 days when it is used', async () => {
    const user = await createUser(context);
    const cookie = await signInWith(user.email, FIREFOX_LINUX);
    await context.deps.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000), expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.userId, user.id));
    const response = await call('GET', '/api/auth/user', cookie);
    expect(response.statusCode).toBe(200);
    const refreshed = response.cookies.find((c) => c.name === 'shipyard_session');
    expect(refreshed?.value).toBe(cookie.split('=')[1]);
    expect(new Date(String(refreshed?.expires)).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    const [row] = await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('is looked up and extended only by API calls, not by pages, assets or uploads', async () => {
    const user = await createUser(context);
    const cookie = await signInWith(user.email, FIREFOX_LINUX);
    const stale = new Date(Date.now() - 10 * 60_000);
    await context.deps.database.db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.userId, user.id));
    for (const url of ['/healthz', '/uploads/nothing.webp', '/developers']) {
      const response = await call('GET', url, cookie);
      expect(response.cookies.find((c) => c.name === 'shipyard_session'), url).toBeUndefined();
    }
    const [untouched] = await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(untouched?.lastSeenAt.getTime()).toBe(stale.getTime());
    await call('GET', '/api/auth/user', cookie);
    const [touched] = await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(touched?.lastSeenAt.getTime()).toBeGreaterThan(stale.getTime());
  });
});

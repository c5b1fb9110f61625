import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { peopleWords, type UserRow } from '../../db/schema';
import { createSignedInUser, createUser, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { cookieFor } from '../../test/projects';
import { linkIn } from '../../test/smtp-capture';
import { call } from './test-support';

/**
 * Decision 0015: an account that never verified an address is seen by nobody but itself and
 * admins, and counted nowhere; a member whose changed address waits for its link stays seen.
 */
const context = useTestApp();
let phantom: UserRow;
let moved: UserRow;
let plain: UserRow;

beforeAll(async () => {
  phantom = await createUser(context, { firstName: 'Zorblax', lastName: 'Phantom', skills: ['Quuxlang'], emailVerified: false });
  moved = await createUser(context, { firstName: 'Maren', lastName: 'Moved', emailVerified: false, firstVerifiedAt: new Date() });
  plain = await createUser(context, { firstName: 'Paul', lastName: 'Plain' });
});

async function listing(q = '*') {
  const response = await call(context, 'GET', `/api/users/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(response.statusCode).toBe(200);
  const ids: string[] = response.json().map((card: { id: string }) => card.id);
  return { ids, total: Number(response.headers['x-total-count']) };
}

async function wordCount(word: string): Promise<number> {
  const [row] = await context.deps.database.db.select().from(peopleWords).where(eq(peopleWords.word, word));
  return row?.people ?? 0;
}

describe('an account that never verified its address', () => {
  it('is absent from the directory, search, misspelled search and the misspelling vocabulary', async () => {
    const all = await listing();
    expect(all.ids).toEqual(expect.arrayContaining([moved.id, plain.id]));
    expect(all.ids).not.toContain(phantom.id);
    expect(all.total).toBe(all.ids.length);
    expect((await listing('Zorblax')).ids).toEqual([]);
    expect((await listing('Quuxlang')).ids).toEqual([]);
    expect((await listing('Zorbalx')).ids).toEqual([]);
    expect(await wordCount('zorblax')).toBe(0);
    expect(await wordCount('maren')).toBe(1);
  });

  it('answers 404 at its page and projects to others, but not to itself or an admin', async () => {
    const other = await createSignedInUser(context);
    const admin = await createSignedInUser(context, { role: 'admin' });
    for (const cookie of [undefined, other.cookie]) {
      expect((await call(context, 'GET', `/api/users/${phantom.id}`, cookie)).statusCode).toBe(404);
      expect((await call(context, 'GET', `/api/users/${phantom.id}/projects`, cookie)).statusCode).toBe(404);
    }
    expect((await call(context, 'GET', `/api/users/${phantom.id}`, admin.cookie)).statusCode).toBe(200);
    expect((await call(context, 'GET', `/api/users/${phantom.id}`, await cookieFor(context, phantom))).statusCode).toBe(200);
    // The member re-verifying a changed address is an established member, public as before.
    expect((await call(context, 'GET', `/api/users/${moved.id}`)).statusCode).toBe(200);
  });

  it('cannot be followed, written to or reported', async () => {
    const other = await createSignedInUser(context);
    const follow = await call(context, 'POST', `/api/users/${phantom.id}/follow`, other.cookie);
    expect(follow.statusCode).toBe(404);
    const open = await call(context, 'POST', '/api/conversations', other.cookie, { user2Id: phantom.id });
    expect(open.statusCode).toBe(404);
    expect((await call(context, 'POST', '/api/conversations', other.cookie, { user2Id: moved.id })).statusCode).toBe(201);
    const report = await call(context, 'POST', `/api/users/${phantom.id}/report`, other.cookie, { reason: 'spam' });
    expect(report.statusCode).toBe(404);
    expect((await call(context, 'POST', `/api/users/${moved.id}/report`, other.cookie, { reason: 'spam' })).statusCode).toBe(201);
  });

  it('counts in no number and is left out of the sitemap', async () => {
    // The listing is whole (limit 50), so a count equal to its length leaves the account out.
    const { ids } = await listing();
    expect(ids).not.toContain(phantom.id);
    expect(ids).toContain(moved.id);
    const stats = (await call(context, 'GET', '/api/users/stats')).json();
    expect(stats.activeDevelopers).toBe(ids.length);
    expect(stats.popularSkills.map((entry: { skill: string }) => entry.skill)).not.toContain('Quuxlang');
    expect((await call(context, 'GET', '/api/stats')).json().totalUsers).toBe(ids.length);
    const sitemap = (await call(context, 'GET', '/sitemap.xml')).body;
    expect(sitemap).not.toContain(phantom.id);
    expect(sitemap).toContain(moved.id);
  });
});

describe('the directory count (its cache) and its list', () => {
  const password = 'an unusual passphrase 7391';

  it('agree at once after a new account verifies, and after a ban and an unban', async () => {
    // The stat cards first: they read the cache before the listing could notice it is stale.
    const agree = async () => {
      const stats = (await call(context, 'GET', '/api/users/stats')).json();
      const { ids, total } = await listing();
      expect(total).toBe(ids.length);
      expect(stats.activeDevelopers).toBe(ids.length);
      return ids;
    };
    const before = await agree();
    const email = uniqueEmail('newcomer');
    const registered = await call(context, 'POST', '/api/auth/register', undefined, { email, password, confirmPassword: password, firstName: 'Nora', lastName: 'Newcomer' });
    expect(registered.statusCode).toBe(201);
    expect(await agree()).toEqual(before);
    const mail = await context.mail.waitFor(email, 'Verify');
    const verified = await call(context, 'GET', `/api/auth/verify-email${new URL(linkIn(mail, '/verify-email?token=')).search}`);
    expect(verified.statusCode).toBe(200);
    const after = await agree();
    expect(after).toHaveLength(before.length + 1);
    expect(await wordCount('newcomer')).toBe(1);

    const admin = await createSignedInUser(context, { role: 'admin' });
    const ban = await call(context, 'POST', `/api/admin/users/${plain.id}/ban`, admin.cookie, { reason: 'Spam' });
    expect(ban.statusCode).toBe(200);
    expect(await agree()).not.toContain(plain.id);
    const unban = await call(context, 'POST', `/api/admin/users/${plain.id}/unban`, admin.cookie, { reason: 'Appeal' });
    expect(unban.statusCode).toBe(200);
    expect(await agree()).toContain(plain.id);
  });

  it('agree after a change this process was not told about (another process, a script)', async () => {
    await listing();
    // Written straight to the table: nothing here drops the cached count.
    const arrived = await createUser(context, { firstName: 'Otto', lastName: 'Elsewhere' });
    const { ids, total } = await listing();
    expect(ids).toContain(arrived.id);
    expect(total).toBe(ids.length);
    expect((await call(context, 'GET', '/api/users/stats')).json().activeDevelopers).toBe(ids.length);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createSignedInUser, createUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { banned, call, suspended } from './test-support';

const context = useTestApp();

const follow = (id: string, cookie?: string) => call(context, 'POST', `/api/users/${id}/follow`, cookie);
const unfollow = (id: string, cookie?: string) => call(context, 'DELETE', `/api/users/${id}/follow`, cookie);
const isFollowing = (id: string, cookie?: string) => call(context, 'GET', `/api/users/${id}/is-following`, cookie);
const counts = async (id: string) => {
  const body = (await call(context, 'GET', `/api/users/${id}`)).json();
  return { followers: body.followersCount, following: body.followingCount };
};

describe('follows', () => {
  it('follow → counts rise on both pages; again is a no-op; unfollow reverses both', async () => {
    const { user: fan, cookie } = await createSignedInUser(context);
    const star = await createUser(context);
    expect((await isFollowing(star.id, cookie)).json()).toEqual({ isFollowing: false });

    const first = await follow(star.id, cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ isFollowing: true, followersCount: 1 });
    const again = await follow(star.id, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ isFollowing: true, followersCount: 1 });
    expect((await isFollowing(star.id, cookie)).json()).toEqual({ isFollowing: true });
    expect(await counts(star.id)).toEqual({ followers: 1, following: 0 });
    expect(await counts(fan.id)).toEqual({ followers: 0, following: 1 });

    const gone = await unfollow(star.id, cookie);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await unfollow(star.id, cookie)).json()).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await isFollowing(star.id, cookie)).json()).toEqual({ isFollowing: false });
    expect(await counts(star.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(fan.id)).toEqual({ followers: 0, following: 0 });
  });

  it('refuses following yourself', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const response = await follow(user.id, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot follow yourself');
  });

  it('answers 404 for an unknown or banned person', async () => {
    const { cookie } = await createSignedInUser(context);
    const outcast = await createUser(context, banned());
    for (const id of ['nobody', outcast.id]) {
      const response = await follow(id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Developer not found');
      expect((await isFollowing(id, cookie)).statusCode).toBe(404);
    }
    expect((await unfollow('nobody', cookie)).statusCode).toBe(404);
  });

  it('does not count followers who were banned since', async () => {
    const star = await createUser(context);
    const { user: fan, cookie } = await createSignedInUser(context);
    await follow(star.id, cookie);
    expect((await counts(star.id)).followers).toBe(1);
    const { cookie: adminCookie } = await createSignedInUser(context, { role: 'admin' });
    await context.deps.database.db.update(users).set(banned()).where(eq(users.id, fan.id));
    expect((await counts(star.id)).followers).toBe(0);
    expect((await call(context, 'GET', `/api/users/${fan.id}`, adminCookie)).json().followingCount).toBe(1);
  });

  it('needs sign-in for all three calls', async () => {
    const star = await createUser(context);
    for (const response of [await follow(star.id), await unfollow(star.id), await isFollowing(star.id)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Unauthorized');
    }
  });

  it('refuses a follow by a suspended or banned account (decision 7)', async () => {
    const star = await createUser(context);
    for (const status of [suspended(), banned()]) {
      const { cookie } = await createSignedInUser(context, status);
      const response = await follow(star.id, cookie);
      expect(response.statusCode).toBe(403);
    }
    expect((await counts(star.id)).followers).toBe(0);
  });

  it('lets a suspended account withdraw a follow, but not a banned one', async () => {
    const star = await createUser(context);
    const { user, cookie } = await createSignedInUser(context);
    await follow(star.id, cookie);
    await context.deps.database.db.update(users).set(suspended()).where(eq(users.id, user.id));
    expect((await unfollow(star.id, cookie)).statusCode).toBe(200);
    const { cookie: bannedCookie } = await createSignedInUser(context, banned());
    expect((await unfollow(star.id, bannedCookie)).statusCode).toBe(403);
  });
});

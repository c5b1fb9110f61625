import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';

const context = useTestApp();
const like = (id: string, cookie?: string) =>
  context.app.inject({ method: 'POST', url: `/api/projects/${id}/like`, headers: cookie ? { cookie } : {} });
const liked = (id: string, cookie?: string) => context.app.inject({ url: `/api/projects/${id}/liked`, headers: cookie ? { cookie } : {} });

describe('likes', () => {
  it('toggles per user and reports the count', async () => {
    const owner = await member(context);
    const fan = await member(context);
    const { id } = await createProject(context.app, owner.cookie);
    expect((await liked(id, fan.cookie)).json()).toEqual({ liked: false });
    expect((await like(id, fan.cookie)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await liked(id, fan.cookie)).json()).toEqual({ liked: true });
    expect((await like(id, owner.cookie)).json()).toEqual({ liked: true, likesCount: 2 });
    expect((await like(id, fan.cookie)).json()).toEqual({ liked: false, likesCount: 1 });
    const detail = (await context.app.inject({ url: `/api/projects/${id}`, headers: { cookie: owner.cookie } })).json();
    expect(detail).toMatchObject({ likesCount: 1, _count: { likes: 1 } });
  });

  it('stays exact under 50 concurrent likes by 50 users', async () => {
    const owner = await member(context);
    const { id } = await createProject(context.app, owner.cookie, { title: 'Popular' });
    const fans = await Promise.all(Array.from({ length: 50 }, () => member(context)));
    const answers = await Promise.all(fans.map((fan) => like(id, fan.cookie)));
    expect(answers.every((answer) => answer.statusCode === 200 && answer.json().liked === true)).toBe(true);
    const counts = answers.map((answer) => answer.json().likesCount).sort((a, b) => a - b);
    expect(counts.at(-1)).toBe(50);
    const detail = (await context.app.inject({ url: `/api/projects/${id}`, headers: { cookie: owner.cookie } })).json();
    expect(detail.likesCount).toBe(50);
    // And back down, concurrently, to exactly zero.
    await Promise.all(fans.map((fan) => like(id, fan.cookie)));
    expect((await context.app.inject({ url: `/api/projects/${id}`, headers: { cookie: owner.cookie } })).json().likesCount).toBe(0);
  });

  it('needs sign-in (401) and an account in good standing (403)', async () => {
    const owner = await member(context);
    const { id } = await createProject(context.app, owner.cookie);
    const anonymous = await like(id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Unauthorized');
    expect((await liked(id)).statusCode).toBe(401);
    const suspended = await member(context, { status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
    expect((await like(id, suspended.cookie)).statusCode).toBe(403);
    const banned = await member(context, { status: 'banned', bannedAt: new Date() });
    expect((await like(id, banned.cookie)).json().message).toBe('Your account has been banned.');
  });

  it('cannot reach drafts of others (404)', async () => {
    const owner = await member(context);
    const other = await member(context);
    const { id } = await createProject(context.app, owner.cookie, { published: false });
    expect((await like(id, other.cookie)).statusCode).toBe(404);
    expect((await liked(id, other.cookie)).statusCode).toBe(404);
    expect((await like('no-such-project', other.cookie)).statusCode).toBe(404);
  });

  it('lets an admin read a draft of someone else but not like or unlike it (404); its owner may', async () => {
    const owner = await member(context);
    const admin = await member(context, { role: 'admin' });
    const { id } = await createProject(context.app, owner.cookie, { published: false });
    expect((await context.app.inject({ url: `/api/projects/${id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await liked(id, admin.cookie)).json()).toEqual({ liked: false });
    const refused = await like(id, admin.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Project not found');
    expect((await like(id, owner.cookie)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like(id, owner.cookie)).json()).toEqual({ liked: false, likesCount: 0 });
  });
});

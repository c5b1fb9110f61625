import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { api, conversationBetween } from '../messaging/test-support';

const context = useTestApp();
const calls = api(context);
const like = (projectId: string, cookie: string) => calls.call('POST', `/api/projects/${projectId}/like`, cookie);
const comment = (projectId: string, cookie: string) => calls.call('POST', `/api/projects/${projectId}/comments`, cookie, { content: 'Lovely work' });
const list = async (cookie: string) => (await calls.notifications(cookie)).json();

describe('notifications', () => {
  it('tells the owner about a like, a comment, a follower and a message, newest first', async () => {
    const owner = await member(context);
    const fan = await member(context, { firstName: 'Fan', lastName: 'Tastic', profileImageUrl: '/uploads/f.png' });
    const project = await createProject(context.app, owner.cookie, { title: 'Rocket' });
    await like(project.id, fan.cookie);
    await comment(project.id, fan.cookie);
    await calls.follow(owner.user.id, fan.cookie);
    const conversationId = await conversationBetween(context, fan.cookie, owner.user.id);
    await calls.send(conversationId, 'Hello!', fan.cookie);

    const { items, unreadCount } = await list(owner.cookie);
    expect(unreadCount).toBe(4);
    expect(items.map((item: { type: string }) => item.type)).toEqual(['message', 'follow', 'comment', 'like']);
    const actor = { id: fan.user.id, firstName: 'Fan', lastName: 'Tastic', profileImageUrl: '/uploads/f.png' };
    expect(items[3]).toEqual({
      id: expect.any(String),
      type: 'like',
      actor,
      project: { id: project.id, slug: project.slug, title: 'Rocket' },
      conversationId: null,
      count: 1,
      message: null,
      createdAt: expect.any(String),
      readAt: null,
    });
    expect(items[0]).toMatchObject({ type: 'message', actor, project: null, conversationId });
    // Nothing for the one who acted.
    expect(await list(fan.cookie)).toEqual({ items: [], unreadCount: 0 });
  });

  it('never for your own actions; likes and follows are told once however often toggled', async () => {
    const owner = await member(context);
    const project = await createProject(context.app, owner.cookie);
    await like(project.id, owner.cookie);
    await comment(project.id, owner.cookie);
    expect((await list(owner.cookie)).items).toEqual([]);
    const fan = await member(context);
    for (let round = 0; round < 3; round++) await like(project.id, fan.cookie);
    await calls.follow(owner.user.id, fan.cookie);
    await calls.call('DELETE', `/api/users/${owner.user.id}/follow`, fan.cookie);
    await calls.follow(owner.user.id, fan.cookie);
    expect((await list(owner.cookie)).items.map((item: { type: string }) => item.type)).toEqual(['follow', 'like']);
  });

  it('folds unread messages of one conversation into one notification; reading the thread reads it', async () => {
    const ada = await member(context);
    const bob = await member(context);
    const id = await conversationBetween(context, bob.cookie, ada.user.id);
    for (const text of ['one', 'two', 'three']) await calls.send(id, text, bob.cookie);
    const before = await list(ada.cookie);
    expect(before.unreadCount).toBe(1);
    expect(before.items).toHaveLength(1);
    expect(before.items[0]).toMatchObject({ type: 'message', count: 3, conversationId: id });
    await calls.messages(id, ada.cookie);
    const after = await list(ada.cookie);
    expect(after.unreadCount).toBe(0);
    expect(after.items[0].readAt).not.toBeNull();
    await calls.send(id, 'four', bob.cookie);
    expect((await list(ada.cookie)).items).toHaveLength(2);
  });

  it('none between people of whom one blocked the other; a block drops the old ones', async () => {
    const owner = await member(context);
    const fan = await member(context);
    const project = await createProject(context.app, owner.cookie);
    await calls.follow(owner.user.id, fan.cookie);
    expect((await list(owner.cookie)).items).toHaveLength(1);
    await calls.block(fan.user.id, owner.cookie);
    expect(await list(owner.cookie)).toEqual({ items: [], unreadCount: 0 });
    // A like stays possible, but tells nothing.
    expect((await like(project.id, fan.cookie)).statusCode).toBe(200);
    expect((await list(owner.cookie)).items).toEqual([]);
    // The other direction too: the owner blocked by someone whose project they like.
    const other = await member(context);
    const othersProject = await createProject(context.app, other.cookie);
    await calls.block(owner.user.id, other.cookie);
    await like(othersProject.id, owner.cookie);
    expect((await list(other.cookie)).items).toEqual([]);
  });

  it('marks one or all read; another person’s notification is a 404', async () => {
    const owner = await member(context);
    const project = await createProject(context.app, owner.cookie);
    for (let index = 0; index < 3; index++) await like(project.id, (await member(context)).cookie);
    const { items } = await list(owner.cookie);
    const one = await calls.call('POST', `/api/notifications/${items[1].id}/read`, owner.cookie);
    expect(one.json()).toEqual({ unreadCount: 2 });
    expect((await calls.call('POST', `/api/notifications/${items[1].id}/read`, owner.cookie)).json()).toEqual({ unreadCount: 2 });
    const stranger = await member(context);
    expect((await calls.call('POST', `/api/notifications/${items[0].id}/read`, stranger.cookie)).statusCode).toBe(404);
    expect((await calls.call('POST', '/api/notifications/read-all', owner.cookie)).json()).toEqual({ unreadCount: 0 });
    const after = await list(owner.cookie);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item: { readAt: string | null }) => item.readAt !== null)).toBe(true);
  });

  it('pages with limit and before; needs sign-in', async () => {
    const owner = await member(context);
    const project = await createProject(context.app, owner.cookie);
    for (let index = 0; index < 5; index++) await like(project.id, (await member(context)).cookie);
    const first = (await calls.notifications(owner.cookie, '?limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(first.unreadCount).toBe(5);
    const second = (await calls.notifications(owner.cookie, `?limit=10&before=${first.items[1].id}`)).json();
    expect(second.items).toHaveLength(3);
    const ids = [...first.items, ...second.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(5);
    for (const response of [
      await calls.call('GET', '/api/notifications'),
      await calls.call('POST', '/api/notifications/read-all'),
      await calls.call('POST', `/api/notifications/${ids[0]}/read`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { api, conversationBetween } from '../messaging/test-support';
import { banned, suspended } from '../people/test-support';

const context = useTestApp();
const calls = api(context);
const comment = (projectId: string, cookie: string) => calls.call('POST', `/api/projects/${projectId}/comments`, cookie, { content: 'Nice!' });

describe('blocks', () => {
  it('blocks, reports the status on both sides, is idempotent, and unblocks', async () => {
    const ada = await member(context);
    const bob = await member(context);
    expect((await calls.blocked(bob.user.id, ada.cookie)).json()).toEqual({ isBlocked: false, blockedBy: false });
    const blocked = await calls.block(bob.user.id, ada.cookie);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ isBlocked: true, blockedBy: false });
    expect((await calls.block(bob.user.id, ada.cookie)).json()).toEqual({ isBlocked: true, blockedBy: false });
    expect((await calls.blocked(bob.user.id, ada.cookie)).json()).toEqual({ isBlocked: true, blockedBy: false });
    expect((await calls.blocked(ada.user.id, bob.cookie)).json()).toEqual({ isBlocked: false, blockedBy: true });
    expect((await calls.unblock(bob.user.id, ada.cookie)).json()).toEqual({ isBlocked: false, blockedBy: false });
    expect((await calls.unblock(bob.user.id, ada.cookie)).statusCode).toBe(200);
    expect((await calls.blocked(ada.user.id, bob.cookie)).json()).toEqual({ isBlocked: false, blockedBy: false });
  });

  it('refuses blocking yourself (400) and unknown people (404); needs sign-in', async () => {
    const ada = await member(context);
    const self = await calls.block(ada.user.id, ada.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot block yourself');
    for (const response of [await calls.block('nobody', ada.cookie), await calls.unblock('nobody', ada.cookie), await calls.blocked('nobody', ada.cookie)]) {
      expect(response.statusCode).toBe(404);
    }
    for (const response of [await calls.block(ada.user.id), await calls.unblock(ada.user.id), await calls.blocked(ada.user.id)]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('lets a suspended account block and unblock (decision 7), not a banned one', async () => {
    const target = await member(context);
    const held = await member(context, suspended());
    expect((await calls.block(target.user.id, held.cookie)).json().isBlocked).toBe(true);
    expect((await calls.unblock(target.user.id, held.cookie)).json().isBlocked).toBe(false);
    const outcast = await member(context, banned());
    expect((await calls.block(target.user.id, outcast.cookie)).statusCode).toBe(403);
  });

  it.each([
    ['the blocker', true],
    ['the blocked person', false],
  ])('stops messages and new conversations either way (sender: %s)', async (_who, senderIsBlocker) => {
    const blocker = await member(context);
    const blockedPerson = await member(context);
    const id = await conversationBetween(context, blocker.cookie, blockedPerson.user.id);
    await calls.send(id, 'before the block', blockedPerson.cookie);
    await calls.block(blockedPerson.user.id, blocker.cookie);
    const [sender, receiver] = senderIsBlocker ? [blocker, blockedPerson] : [blockedPerson, blocker];

    const refused = await calls.send(id, 'after the block', sender.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot message this user.');
    const reopened = await calls.open(receiver.user.id, sender.cookie);
    expect(reopened.statusCode).toBe(403);
    expect(reopened.json().message).toBe('You cannot message this user.');
    // The history stays readable, marked blocked for both.
    for (const person of [blocker, blockedPerson]) {
      expect((await calls.conversations(person.cookie)).json()[0]).toMatchObject({ id, isBlocked: true });
      expect((await calls.messages(id, person.cookie)).json()).toHaveLength(1);
    }
    await calls.unblock(blockedPerson.user.id, blocker.cookie);
    expect((await calls.send(id, 'made up', sender.cookie)).statusCode).toBe(201);
    expect((await calls.conversations(sender.cookie)).json()[0].isBlocked).toBe(false);
  });

  it('stops comments on each other’s projects, both ways', async () => {
    const ada = await member(context);
    const bob = await member(context);
    const adas = await createProject(context.app, ada.cookie);
    const bobs = await createProject(context.app, bob.cookie);
    await calls.block(bob.user.id, ada.cookie);
    for (const [projectId, cookie] of [
      [adas.id, bob.cookie],
      [bobs.id, ada.cookie],
    ] as const) {
      const response = await comment(projectId, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot comment on this project.');
    }
    // Others still may.
    const carl = await member(context);
    expect((await comment(adas.id, carl.cookie)).statusCode).toBe(201);
    await calls.unblock(bob.user.id, ada.cookie);
    expect((await comment(adas.id, bob.cookie)).statusCode).toBe(201);
  });

  it('ends follows both ways and refuses new ones either way', async () => {
    const ada = await member(context);
    const bob = await member(context);
    await calls.follow(bob.user.id, ada.cookie);
    await calls.follow(ada.user.id, bob.cookie);
    await calls.block(ada.user.id, bob.cookie);
    const followers = async (id: string) => (await calls.call('GET', `/api/users/${id}`)).json().followersCount;
    expect(await followers(ada.user.id)).toBe(0);
    expect(await followers(bob.user.id)).toBe(0);
    for (const [id, cookie] of [
      [bob.user.id, ada.cookie],
      [ada.user.id, bob.cookie],
    ] as const) {
      const response = await calls.follow(id, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot follow this user.');
    }
    await calls.unblock(ada.user.id, bob.cookie);
    expect((await calls.follow(bob.user.id, ada.cookie)).statusCode).toBe(201);
  });
});

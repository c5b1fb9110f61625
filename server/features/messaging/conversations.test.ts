import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { banned, suspended } from '../people/test-support';
import { api, conversationBetween } from './test-support';

const context = useTestApp();
const calls = api(context);

describe('conversations', () => {
  it('creates a conversation once: the second call (from either side) returns the same one', async () => {
    const ada = await member(context, { firstName: 'Ada', lastName: 'Lovelace', title: 'Analyst' });
    const bob = await member(context, { firstName: 'Bob', lastName: 'Builder' });
    const first = await calls.open(bob.user.id, ada.cookie);
    expect(first.statusCode).toBe(201);
    const conversation = first.json();
    const [user1Id, user2Id] = [ada.user.id, bob.user.id].sort();
    expect(conversation).toMatchObject({
      user1Id,
      user2Id,
      otherUser: { id: bob.user.id, firstName: 'Bob', lastName: 'Builder', profileImageUrl: null, title: null },
      lastMessageAt: null,
      lastMessage: null,
      unreadCount: 0,
      isBlocked: false,
    });
    expect(conversation.user1.id).toBe(user1Id);
    expect(conversation.user2.id).toBe(user2Id);
    const again = await calls.open(bob.user.id, ada.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversation.id);
    const fromBob = await calls.open(ada.user.id, bob.cookie);
    expect(fromBob.statusCode).toBe(200);
    expect(fromBob.json()).toMatchObject({ id: conversation.id, otherUser: { id: ada.user.id, title: 'Analyst' } });
    // Created concurrently, still one.
    const carl = await member(context);
    const both = await Promise.all([calls.open(carl.user.id, ada.cookie), calls.open(ada.user.id, carl.cookie)]);
    expect(new Set(both.map((response) => response.json().id)).size).toBe(1);
  });

  it('refuses yourself (400), unknown and banned people (404)', async () => {
    const ada = await member(context);
    const outcast = await member(context, banned());
    const self = await calls.open(ada.user.id, ada.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot message yourself');
    for (const id of ['nobody', outcast.user.id]) {
      const response = await calls.open(id, ada.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('User not found');
    }
    expect((await calls.open('', ada.cookie)).statusCode).toBe(400);
  });

  it('sends plain text, trimmed and bounded; lists the thread newest last with the last message and unread counts', async () => {
    const ada = await member(context);
    const bob = await member(context);
    const id = await conversationBetween(context, ada.cookie, bob.user.id);
    const sent = await calls.send(id, '  <b>Hello</b> <script>alert(1)</script>  ', ada.cookie);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      id: expect.any(String),
      conversationId: id,
      senderId: ada.user.id,
      content: '<b>Hello</b> <script>alert(1)</script>',
      createdAt: expect.any(String),
    });
    await calls.send(id, 'Second', ada.cookie);
    for (const [content, message] of [
      ['   ', 'Message cannot be empty'],
      ['', 'Message cannot be empty'],
      [42, 'Message cannot be empty'],
      ['x'.repeat(2001), 'Message must be at most 2000 characters'],
    ] as const) {
      const refused = await calls.send(id, content, ada.cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await calls.send(id, 'x'.repeat(2000), ada.cookie)).statusCode).toBe(201);

    const listed = (await calls.conversations(bob.cookie)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id, unreadCount: 3, lastMessage: { senderId: ada.user.id, content: 'x'.repeat(2000) } });
    expect((await calls.conversations(ada.cookie)).json()[0].unreadCount).toBe(0);

    const thread = (await calls.messages(id, bob.cookie)).json();
    expect(thread.map((message: { content: string }) => message.content.slice(0, 6))).toEqual(['<b>Hel', 'Second', 'xxxxxx']);
    // Reading marked it read.
    expect((await calls.conversations(bob.cookie)).json()[0].unreadCount).toBe(0);
    await calls.send(id, 'Reply', bob.cookie);
    expect((await calls.conversations(ada.cookie)).json()[0]).toMatchObject({ unreadCount: 1, lastMessage: { content: 'Reply' } });
  });

  it('pages with before and limit, newest last', async () => {
    const ada = await member(context);
    const bob = await member(context);
    const id = await conversationBetween(context, ada.cookie, bob.user.id);
    for (let index = 1; index <= 7; index++) await calls.send(id, `m${index}`, index % 2 ? ada.cookie : bob.cookie);
    const newest = (await calls.messages(id, ada.cookie, '?limit=3')).json();
    expect(newest.map((message: { content: string }) => message.content)).toEqual(['m5', 'm6', 'm7']);
    const older = (await calls.messages(id, ada.cookie, `?limit=3&before=${newest[0].id}`)).json();
    expect(older.map((message: { content: string }) => message.content)).toEqual(['m2', 'm3', 'm4']);
    const oldest = (await calls.messages(id, ada.cookie, `?limit=3&before=${older[0].id}`)).json();
    expect(oldest.map((message: { content: string }) => message.content)).toEqual(['m1']);
  });

  it('lists newest activity first', async () => {
    const ada = await member(context);
    const [bob, carl] = [await member(context), await member(context)];
    const withBob = await conversationBetween(context, ada.cookie, bob.user.id);
    const withCarl = await conversationBetween(context, ada.cookie, carl.user.id);
    await calls.send(withCarl, 'to Carl', ada.cookie);
    await calls.send(withBob, 'to Bob', ada.cookie);
    expect((await calls.conversations(ada.cookie)).json().map((item: { id: string }) => item.id)).toEqual([withBob, withCarl]);
    await calls.send(withCarl, 'hi again', carl.cookie);
    expect((await calls.conversations(ada.cookie)).json().map((item: { id: string }) => item.id)).toEqual([withCarl, withBob]);
  });

  it('nobody reads, posts in or deletes a conversation they are not part of (404)', async () => {
    const ada = await member(context);
    const bob = await member(context);
    const eve = await member(context);
    const id = await conversationBetween(context, ada.cookie, bob.user.id);
    await calls.send(id, 'private', ada.cookie);
    for (const response of [await calls.messages(id, eve.cookie), await calls.send(id, 'let me in', eve.cookie), await calls.remove(id, eve.cookie)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Conversation not found');
    }
    expect((await calls.conversations(eve.cookie)).json()).toEqual([]);
    expect((await calls.messages('no-such-conversation', ada.cookie)).statusCode).toBe(404);
    expect((await calls.messages(id, bob.cookie)).json()).toHaveLength(1);
  });

  it('deletes for the deleting person only, permanently; a newer message brings it back with only that message', async () => {
    const ada = await member(context);
    const bob = await member(context);
    const id = await conversationBetween(context, ada.cookie, bob.user.id);
    await calls.send(id, 'old one', ada.cookie);
    await calls.send(id, 'old two', bob.cookie);
    const deleted = await calls.remove(id, ada.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Conversation deleted' });
    expect((await calls.conversations(ada.cookie)).json()).toEqual([]);
    expect((await calls.messages(id, ada.cookie)).json()).toEqual([]);
    // Bob keeps his copy.
    expect((await calls.messages(id, bob.cookie)).json().map((message: { content: string }) => message.content)).toEqual(['old one', 'old two']);
    // Opening it again gives the same, empty conversation.
    const reopened = await calls.open(bob.user.id, ada.cookie);
    expect(reopened.json()).toMatchObject({ id, lastMessage: null, unreadCount: 0 });
    await calls.send(id, 'new one', bob.cookie);
    expect((await calls.conversations(ada.cookie)).json()[0]).toMatchObject({ id, unreadCount: 1, lastMessage: { content: 'new one' } });
    expect((await calls.messages(id, ada.cookie)).json().map((message: { content: string }) => message.content)).toEqual(['new one']);
  });

  it('needs sign-in for every call, and an account in good standing to write', async () => {
    const ada = await member(context);
    const bob = await member(context);
    const id = await conversationBetween(context, ada.cookie, bob.user.id);
    for (const response of [
      await calls.conversations(),
      await calls.open(bob.user.id),
      await calls.remove(id),
      await calls.messages(id),
      await calls.send(id, 'hi'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Unauthorized');
    }
    for (const status of [suspended(), banned()]) {
      const sanctioned = await member(context, status);
      expect((await calls.open(ada.user.id, sanctioned.cookie)).statusCode).toBe(403);
    }
    // Suspended after the conversation began: may read and delete, not write.
    const later = await member(context);
    const withLater = await conversationBetween(context, later.cookie, ada.user.id);
    const { db } = context.deps.database;
    await db.update(users).set(suspended()).where(eq(users.id, later.user.id));
    expect((await calls.send(withLater, 'hi', later.cookie)).json().message).toMatch(/^Your account is suspended/);
    expect((await calls.messages(withLater, later.cookie)).statusCode).toBe(200);
    expect((await calls.conversations(later.cookie)).statusCode).toBe(200);
    // Writing to someone banned since is refused.
    await db.update(users).set(banned()).where(eq(users.id, bob.user.id));
    const toBanned = await calls.send(id, 'anyone there?', ada.cookie);
    expect(toBanned.statusCode).toBe(403);
    expect(toBanned.json().message).toBe('You cannot message this user.');
  });
});

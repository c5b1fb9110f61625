import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, conversationBetween } from '../../features/messaging/test-support';
import { openEventStream, type TestEventStream } from '../../test/event-stream';
import { createTestContext, type TestContext } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { MAX_CONNECTIONS_PER_USER } from './routes';

/** The event stream over real HTTP: app.listen on a free port, fetch with the session cookie. */
let context: TestContext & { close(): Promise<void> };
let baseUrl = '';
const streams: TestEventStream[] = [];
const open = async (cookie: string | null, options: { lastEventId?: string; query?: string } = {}) => {
  const stream = await openEventStream(`${baseUrl}/api/events${options.query ?? ''}`, cookie, options);
  streams.push(stream);
  return stream;
};

beforeAll(async () => {
  context = await createTestContext();
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await context?.close();
});

describe('GET /api/events', () => {
  it('needs sign-in', async () => {
    const stream = await open(null);
    expect(stream.status).toBe(401);
  });

  it('is an event stream with a retry hint; a message reaches the recipient and the sender’s other tab', async () => {
    const calls = api(context);
    const ada = await member(context);
    const bob = await member(context);
    const bobsTab = await open(bob.cookie);
    const adasOtherTab = await open(ada.cookie);
    expect(bobsTab.status).toBe(200);
    expect(bobsTab.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(bobsTab.headers.get('cache-control')).toContain('no-cache');
    const id = await conversationBetween(context, ada.cookie, bob.user.id);
    const sent = (await calls.send(id, 'Hi Bob <3', ada.cookie)).json();
    const received = await bobsTab.next('message');
    expect(received.data).toEqual({ conversationId: id, message: sent });
    expect(received.id).toMatch(/^\d+$/);
    expect((await adasOtherTab.next('message')).data).toEqual({ conversationId: id, message: sent });
    // And the notification with Bob's unread count.
    const notification = await bobsTab.next('notification');
    expect(notification.data).toMatchObject({ unreadCount: 1, notification: { type: 'message', conversationId: id, actor: { id: ada.user.id } } });
    expect(bobsTab.text()).toContain('retry: 3000');
    // Nobody else hears it.
    const eve = await member(context);
    const evesTab = await open(eve.cookie);
    await calls.send(id, 'again', ada.cookie);
    await bobsTab.next('message', { where: (data) => data.message.content === 'again' });
    expect(evesTab.events).toEqual([]);
  });

  it('replays what a tab missed when it reconnects with Last-Event-ID (header or query)', async () => {
    const calls = api(context);
    const ada = await member(context);
    const bob = await member(context);
    const id = await conversationBetween(context, ada.cookie, bob.user.id);
    const first = await open(bob.cookie);
    await calls.send(id, 'one', ada.cookie);
    const seen = await first.next('message');
    first.close();
    await calls.send(id, 'two', ada.cookie);
    await calls.send(id, 'three', ada.cookie);

    const contents = (stream: TestEventStream) =>
      stream.events.filter((event) => event.type === 'message').map((event) => (event.data as { message: { content: string } }).message.content);
    const reconnected = await open(bob.cookie, { lastEventId: seen.id ?? '' });
    await reconnected.next('message', { where: (data) => data.message.content === 'three' });
    expect(contents(reconnected)).toEqual(['two', 'three']);
    const ids = reconnected.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(Math.min(...ids)).toBeGreaterThan(Number(seen.id));
    // Live events keep coming after the replay, each once.
    await calls.send(id, 'four', ada.cookie);
    await reconnected.next('message', { where: (data) => data.message.content === 'four' });
    expect(contents(reconnected)).toEqual(['two', 'three', 'four']);

    const byQuery = await open(bob.cookie, { query: `?lastEventId=${seen.id}` });
    await byQuery.next('message', { where: (data) => data.message.content === 'four' });
    expect(contents(byQuery)).toEqual(['two', 'three', 'four']);
  });

  it('pushes a block to both people and a like notification to the owner', async () => {
    const calls = api(context);
    const owner = await member(context);
    const fan = await member(context);
    const ownersTab = await open(owner.cookie);
    const fansTab = await open(fan.cookie);
    const project = await createProject(context.app, owner.cookie);
    await calls.call('POST', `/api/projects/${project.id}/like`, fan.cookie);
    expect((await ownersTab.next('notification')).data).toMatchObject({ unreadCount: 1, notification: { type: 'like', project: { id: project.id } } });
    await calls.block(fan.user.id, owner.cookie);
    expect((await ownersTab.next('block')).data).toEqual({ userId: fan.user.id, isBlocked: true, blockedBy: false });
    expect((await fansTab.next('block')).data).toEqual({ userId: owner.user.id, isBlocked: false, blockedBy: true });
  });

  it(`caps open streams per person at ${MAX_CONNECTIONS_PER_USER}`, async () => {
    const busy = await member(context);
    const tabs = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_USER }, () => open(busy.cookie)));
    expect(tabs.every((tab) => tab.status === 200)).toBe(true);
    expect((await open(busy.cookie)).status).toBe(429);
    tabs[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await open(busy.cookie)).status).toBe(200);
  });

  it('ends open streams when the app closes (it does not hang)', async () => {
    const own = await createTestContext();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}/api/events`;
    const someone = await member(own);
    const stream = await openEventStream(url, someone.cookie);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await own.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

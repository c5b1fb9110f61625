import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { createProject, member, validProject } from '../test/projects';
import { ACTION_LIMIT_MESSAGE, countLinks, hourlyLimit, isNewAccount, LINK_LIMIT_MESSAGE } from './action-limits';

/** Anti-abuse beyond the spec: per-account hourly budgets, a third for new accounts, and a link cap. */
const context = useTestApp({ rateLimits: true });

const DAY_MS = 24 * 60 * 60 * 1000;
const established = () => ({ createdAt: new Date(Date.now() - 2 * DAY_MS) });
const post = (url: string, cookie: string, payload?: object) =>
  context.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

function expectLimited(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ message: ACTION_LIMIT_MESSAGE, code: 'rate_limited' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(3600);
}

describe('the rules', () => {
  it('gives new accounts a third of each budget but the reports one', () => {
    expect([hourlyLimit('projects', false), hourlyLimit('projects', true)]).toEqual([10, 3]);
    expect([hourlyLimit('comments', false), hourlyLimit('comments', true)]).toEqual([60, 20]);
    expect([hourlyLimit('messages', false), hourlyLimit('messages', true)]).toEqual([120, 40]);
    expect([hourlyLimit('follows', false), hourlyLimit('follows', true)]).toEqual([100, 33]);
    expect([hourlyLimit('reports', false), hourlyLimit('reports', true)]).toEqual([20, 20]);
    expect(isNewAccount({ createdAt: new Date() })).toBe(true);
    expect(isNewAccount(established())).toBe(false);
  });

  it('counts http(s) and www links', () => {
    expect(countLinks('see https://a.example and http://b.example/x?y=1, or www.c.example')).toBe(3);
    expect(countLinks('no links here, just example.com')).toBe(0);
  });
});

describe('per-account limits (429 with Retry-After)', () => {
  it('lets an established account create 10 projects an hour, a new one 3', async () => {
    const veteran = await member(context, established());
    for (let index = 0; index < 10; index += 1) expect((await post('/api/projects', veteran.cookie, validProject())).statusCode).toBe(201);
    expectLimited(await post('/api/projects', veteran.cookie, validProject()));

    const newcomer = await member(context);
    for (let index = 0; index < 3; index += 1) expect((await post('/api/projects', newcomer.cookie, validProject())).statusCode).toBe(201);
    expectLimited(await post('/api/projects', newcomer.cookie, validProject()));
    // The budget is per account: someone else on the same address is not affected.
    expect((await post('/api/projects', (await member(context)).cookie, validProject())).statusCode).toBe(201);
  });

  it('limits a new account to 20 comments an hour', async () => {
    const owner = await member(context, { role: 'admin' });
    const project = await createProject(context.app, owner.cookie);
    const newcomer = await member(context);
    for (let index = 0; index < 20; index += 1) {
      expect((await post(`/api/projects/${project.id}/comments`, newcomer.cookie, { content: `Comment ${index}` })).statusCode).toBe(201);
    }
    expectLimited(await post(`/api/projects/${project.id}/comments`, newcomer.cookie, { content: 'One more' }));
  });

  it('limits a new account to 33 follows an hour', async () => {
    const newcomer = await member(context);
    const people = await Promise.all(Array.from({ length: 34 }, () => member(context)));
    for (const person of people.slice(0, 33)) expect((await post(`/api/users/${person.user.id}/follow`, newcomer.cookie)).statusCode).toBe(201);
    expectLimited(await post(`/api/users/${people[33]?.user.id}/follow`, newcomer.cookie));
  });

  it('does not limit admins', async () => {
    const moderator = await member(context, { role: 'admin' });
    for (let index = 0; index < 4; index += 1) expect((await post('/api/projects', moderator.cookie, validProject())).statusCode).toBe(201);
  });
});

describe('links from new accounts', () => {
  const threeLinks = 'Deals: https://a.example https://b.example http://c.example';

  it('refuses more than 2 links in a comment or a message from an account younger than a day', async () => {
    const owner = await member(context, established());
    const project = await createProject(context.app, owner.cookie);
    const newcomer = await member(context);
    const refused = await post(`/api/projects/${project.id}/comments`, newcomer.cookie, { content: threeLinks });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LINK_LIMIT_MESSAGE);
    expect(LINK_LIMIT_MESSAGE).toBe('New accounts can post at most 2 links at a time.');
    expect((await post(`/api/projects/${project.id}/comments`, newcomer.cookie, { content: 'See https://a.example and https://b.example' })).statusCode).toBe(201);
    expect((await post(`/api/projects/${project.id}/comments`, owner.cookie, { content: threeLinks })).statusCode).toBe(201);

    const conversation = await post('/api/conversations', newcomer.cookie, { user2Id: owner.user.id });
    expect(conversation.statusCode).toBe(201);
    const message = await post(`/api/conversations/${conversation.json().id}/messages`, newcomer.cookie, { content: threeLinks });
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toBe(LINK_LIMIT_MESSAGE);
    const reply = await post(`/api/conversations/${conversation.json().id}/messages`, owner.cookie, { content: threeLinks });
    expect(reply.statusCode).toBe(201);
  });
});

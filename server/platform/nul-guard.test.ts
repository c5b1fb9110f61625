import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { createProject, member } from '../test/projects';
import { registeredRoutes } from '../test/routes';
import { NUL_MESSAGE, nulPath } from './nul-guard';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'shipyard-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>Shipyard</title></head><body></body></html>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const context = useTestApp({ webRoot });
let admin: { cookie: string; user: { id: string } };
let project: { id: string; slug: string };
beforeAll(async () => {
  admin = await member(context, { role: 'admin' });
  project = await createProject(context.app, admin.cookie);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  context.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });

function expectNulRefused(response: Awaited<ReturnType<typeof call>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ message: NUL_MESSAGE, code: 'validation_failed', fields: [{ field, message: NUL_MESSAGE }] });
}

describe('a NUL character is refused before it reaches the database', () => {
  it('in a search query: 400 naming the parameter', async () => {
    expectNulRefused(await call('GET', '/api/users/search?q=ada%00'), 'q');
  });

  it.each([
    ['GET', '/api/projects/slug/my%00app'],
    ['GET', '/api/users/someone%00'],
    ['GET', '/api/projects/an-id%00/comments'],
    ['POST', '/api/projects/an-id%00/comments'],
  ] as const)('in an id or slug of the path (%s %s): 404 as for any unknown one', async (method, url) => {
    const response = await call(method, url, method === 'POST' ? { content: 'Hello' } : undefined);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('in a JSON body: 400 naming the field', async () => {
    expectNulRefused(await call('POST', `/api/projects/${project.id}/comments`, { content: 'nice\u0000' }), 'content');
    expectNulRefused(await call('PUT', '/api/users/profile', { firstName: 'Ada', lastName: 'Lovelace', bio: 'Hi\u0000there' }), 'bio');
    expectNulRefused(await call('POST', '/api/conversations', { user2Id: 'someone\u0000' }), 'user2Id');
    const registration = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'A\u0000', lastName: 'B', email: 'nul@example.com', password: 'a long passphrase 42', confirmPassword: 'a long passphrase 42' },
    });
    expectNulRefused(registration, 'firstName');
  });

  it('in a page address: 404, not a crash', async () => {
    const page = await context.app.inject({ url: '/projects/my%00app' });
    expect(page.statusCode).toBe(404);
    expect((await context.app.inject({ url: `/projects/${project.slug}` })).statusCode).toBe(200);
  });
});

// Every route the app registers, read from its router, so that a route added later is swept
// below without being listed here.
describe('every route', () => {
  const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  const routes = () =>
    registeredRoutes(context.app)
      .map((route) => {
        const [method = '', url = ''] = route.split(' ');
        return { method, url };
      })
      .filter((route) => methods.has(route.method));
  const withParams = (url: string, value: string) => url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*$/, value);

  it('were all seen', () => {
    expect(routes().length).toBeGreaterThan(60);
    expect(routes()).toContainEqual({ method: 'GET', url: '/api/users/:id' });
    expect(routes()).toContainEqual({ method: 'GET', url: '/*' });
  });

  it('answers a NUL in a path parameter with 404', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes().filter((route) => /[:*]/.test(route.url))) {
      const response = await call(method as Method, withParams(url, 'x%00y'));
      if (response.statusCode !== 404) failures.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a NUL in the query with 400', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes()) {
      const response = await call(method as Method, `${withParams(url, 'x')}?q=a%00b`);
      if (response.statusCode !== 400 || !response.body.includes(NUL_MESSAGE)) {
        failures.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  // A route that reads no JSON (the one-click unsubscribe ignores its body) answers its own 400.
  it('answers a NUL in a JSON body with 400', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes().filter((route) => route.method !== 'GET')) {
      const response = await call(method as Method, withParams(url, 'x'), { text: 'a\u0000b', nested: [{ deeper: 'ok' }] });
      if (response.statusCode !== 400) {
        failures.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('nulPath', () => {
  it('names where the NUL is, keys included', () => {
    expect(nulPath({ a: 'fine', b: [{ c: 'x' }, { d: 'y\u0000' }] })).toBe('b.1.d');
    expect(nulPath({ 'key\u0000': 'value' })).toBe('key\u0000');
    expect(nulPath('\u0000')).toBe('');
    expect(nulPath({ a: 'fine', b: [1, true, null] })).toBeUndefined();
    expect(nulPath(undefined)).toBeUndefined();
  });

  it('walks a body nested deeper than the call stack would allow', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(nulPath(deep)).toMatch(/^0(\.0)+$/);
  });
});

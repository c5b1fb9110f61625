import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { AppScope } from './app-scope';
import { sendSharedAnswer, sharedAnswerFastPath } from './shared-answers';

/**
 * The fast path on a real Fastify app of its own, with a probe hook registered after it — where
 * the app registers cookies, sessions, CSRF and the staff gate — to show which requests it
 * answers before them (issue 12).
 */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWithProbe() {
  const app = Fastify({ logger: false });
  const scope = new AppScope(pino({ level: 'silent' }));
  app.decorate('deps', { scope, config: { publicAnswerCacheMs: 60_000, appUrl: 'http://localhost' } } as never);
  const seen = { laterHooks: 0, handlers: 0 };
  await app.register(sharedAnswerFastPath);
  app.addHook('onRequest', async () => {
    seen.laterHooks += 1;
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    seen.handlers += 1;
    return sendSharedAnswer(request, reply, async () => ({ payload: { made: seen.handlers }, headers: { 'X-Total-Count': '1' } }));
  };
  app.get('/shared', { config: { sharedWithVisitors: true } }, handler);
  app.get('/limited', { config: { sharedWithVisitors: true, rateLimit: { max: 10, timeWindow: 1000 } } as never }, handler);
  app.get('/not-shared', handler);
  apps.push(app);
  return { app, seen };
}

describe('shared answers’ fast path', () => {
  it('answers a visitor from the shared answer before the later hooks and the handler', async () => {
    const { app, seen } = await appWithProbe();
    const first = await app.inject({ url: '/shared?x=1' });
    expect(first.json()).toEqual({ made: 1 });
    expect(seen).toEqual({ laterHooks: 1, handlers: 1 });

    const second = await app.inject({ url: '/shared?x=1' });
    expect(second.json()).toEqual({ made: 1 });
    expect(second.headers['x-total-count']).toBe('1');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(seen).toEqual({ laterHooks: 1, handlers: 1 });

    // Another address is another answer, made the usual way.
    await app.inject({ url: '/shared?x=2' });
    expect(seen).toEqual({ laterHooks: 2, handlers: 2 });
  });

  it('leaves a request with a session or its hint, a rate-limited route and an unmarked one to the usual way', async () => {
    const { app, seen } = await appWithProbe();
    await app.inject({ url: '/shared' });
    await app.inject({ url: '/shared', headers: { cookie: 'theme=dark; shipyard_session=abc' } });
    await app.inject({ url: '/shared', headers: { cookie: 'shipyard_signed_in=1' } });
    expect(seen.laterHooks).toBe(3);
    // Another cookie is no session: the visitor still gets the shared answer at once.
    await app.inject({ url: '/shared', headers: { cookie: 'theme=dark' } });
    expect(seen.laterHooks).toBe(3);

    await app.inject({ url: '/limited' });
    await app.inject({ url: '/limited' });
    await app.inject({ url: '/not-shared' });
    await app.inject({ url: '/not-shared' });
    expect(seen.laterHooks).toBe(7);
    // A POST to a marked address is never answered from the cache.
    await app.inject({ method: 'POST', url: '/shared' });
    expect(seen.laterHooks).toBe(8);
  });
});

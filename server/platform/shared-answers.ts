import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type AppScope, appService } from './app-scope';
import { EncodedBody } from './encoded-body';
import { hasSessionCookieHeader } from './sessions';
import { clearAfterWrites, ShortLivedCache } from './short-lived-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers visitors with `sendSharedAnswer`: a visitor's request whose answer this
     * process already holds is answered before the hooks that cannot change it (`sharedAnswerFastPath`).
     */
    sharedWithVisitors?: boolean;
  }
}

/**
 * Public API answers that are the same for everyone who may get them — the feed of Discover and
 * the landing page for visitors who are not signed in, the people search for every reader — made
 * once per `PUBLIC_ANSWER_CACHE_MS` (1 s by default) instead of once per request (issue 12): the
 * database is asked once, the answer is serialized once by the route's own response schema, and
 * its ETag and br and gzip bodies are made once. Any successful write in this process empties the
 * cache, so a new project or like shows at once here; other processes, and counts moved by
 * background jobs (views, trending), catch up within the window: the staleness issue 12 allows.
 */
const MAX_ANSWERS = 1_000;

export interface Answer {
  payload: unknown;
  /** Headers that belong to the answer (X-Total-Count), sent with every copy. */
  headers?: Record<string, string>;
}

interface SharedAnswer {
  body: EncodedBody;
  headers: Record<string, string>;
}

/** Every cache of visitors' answers this app made: each is emptied after every write. */
const visitorCaches = appService('visitor caches', () => new Set<ShortLivedCache<unknown>>());

/**
 * A cache of what visitors are answered, kept `PUBLIC_ANSWER_CACHE_MS` like the shared answers and
 * emptied with them after every successful write in this process. For a feature whose visitors'
 * answer is not one fixed text per address (the project page counts each viewer's view).
 */
export function visitorCache<T>(name: string, maxEntries = MAX_ANSWERS) {
  return appService(name, (deps: { config: Config; scope: AppScope }) => {
    const cache = new ShortLivedCache<T>({ ttlMs: deps.config.publicAnswerCacheMs, maxEntries });
    deps.scope.get(visitorCaches, deps).add(cache as ShortLivedCache<unknown>);
    return cache;
  });
}

/** 0 keeps nothing: visitors who ask at the same moment still share the answer being made. */
const sharedAnswers = visitorCache<SharedAnswer>('shared answers');

/**
 * Sends the answer to this address that every reader shares, making it with `make` when this
 * process has none from the last second. Only for an answer that depends on nothing but the
 * address: the route decides who may share it (the feed shares a visitor's only, since signed-in
 * readers also see the projects of people whose profile is private).
 */
export async function sendSharedAnswer(request: FastifyRequest, reply: FastifyReply, make: () => Promise<Answer>): Promise<FastifyReply> {
  const cache = request.server.deps.scope.get(sharedAnswers, request.server.deps);
  const answer = await cache.getOrMake(request.url, async () => {
    const { payload, headers = {} } = await make();
    // The route's own serializer: the answer is checked against its response schema, as any other.
    return { body: new EncodedBody(reply.serialize(payload) as string), headers };
  });
  if (!answer) throw new Error('a shared answer is never null');
  return sendAnswer(request, reply, answer);
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer): Promise<FastifyReply> {
  reply.headers(answer.headers).type('application/json; charset=utf-8');
  return answer.body.send(request, reply);
}

/**
 * A visitor's request for an answer this process holds is answered at once (issue 12: the feed is
 * the same answer for every visitor, and its share of a hello-world's throughput was lost to the
 * hooks every API request passes). Registered after the metrics and security headers, so the
 * answer is counted and carries the same headers; it skips what cannot change a visitor's shared
 * answer: parsing cookies, the session look-up (there is no session cookie), CSRF (a GET), the
 * staff gate, the query's validation (the answer was made for this exact address, which passed it)
 * and the handler. Only routes marked `sharedWithVisitors` and without a per-address rate limit
 * (whose count must see every request) are answered here; a miss goes the usual way and fills the
 * cache for the next visitor.
 */
export const sharedAnswerFastPath = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const { config } = request.routeOptions;
    if (!config?.sharedWithVisitors || request.method !== 'GET' || 'rateLimit' in config) return;
    if (hasSessionCookieHeader(request)) return;
    const answer = request.server.deps.scope.get(sharedAnswers, request.server.deps).get(request.url);
    if (!answer) return;
    await sendAnswer(request, reply, answer);
    return reply;
  });
});

/** Empties the shared answers and every visitor cache after every successful write, as the page cache is emptied. */
export const sharedAnswersInvalidation = fp(async (app: FastifyInstance) => {
  clearAfterWrites(app, () => {
    for (const cache of app.deps.scope.get(visitorCaches, app.deps)) cache.clear();
  });
});

/**
 * A visitor's answer that moves with a count (a project page's views). Its encoded body is kept
 * for the latest count and made when that count is asked for a second time: a page read by many
 * visitors between two views is serialized and compressed once, and a page whose count moves with
 * every request costs what it did (Fastify's own serializer and compression).
 */
export class CountedAnswer {
  #latest: { count: number; body: EncodedBody | null } | null = null;

  /** Sends the kept body for this count, or answers `payload` for the route to send as usual. */
  async send<P>(request: FastifyRequest, reply: FastifyReply, count: number, payload: P): Promise<P | FastifyReply> {
    const latest = this.#latest;
    if (latest?.count !== count) {
      this.#latest = { count, body: null };
      return payload;
    }
    latest.body ??= new EncodedBody(reply.serialize(payload) as string);
    reply.type('application/json; charset=utf-8');
    return latest.body.send(request, reply);
  }
}

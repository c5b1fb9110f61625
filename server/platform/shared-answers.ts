import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { appService } from './app-scope';
import { EncodedBody } from './encoded-body';
import { clearAfterWrites, ShortLivedCache } from './short-lived-cache';

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

/** 0 keeps nothing: visitors who ask at the same moment still share the answer being made. */
const sharedAnswers = appService(
  'shared answers',
  (deps: { config: Config }) => new ShortLivedCache<SharedAnswer>({ ttlMs: deps.config.publicAnswerCacheMs, maxEntries: MAX_ANSWERS }),
);

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
  reply.headers(answer.headers).type('application/json; charset=utf-8');
  return answer.body.send(request, reply);
}

/** Empties the shared answers after every successful write, as the page cache is emptied. */
export const sharedAnswersInvalidation = fp(async (app: FastifyInstance) => {
  clearAfterWrites(app, () => app.deps.scope.get(sharedAnswers, app.deps).clear());
});

import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from './errors';
import { redisWithFallbackStore } from './fallback-rate-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds a limiter keyed by something other than the address, e.g. the account's e-mail. */
    accountLimiter(options: AccountLimitOptions): AccountLimiter;
  }
}

export interface AccountLimitOptions {
  name: string;
  max: number;
  timeWindowMs: number;
}

export interface AccountLimiter {
  /** Counts one attempt for `key` and throws 429 when the budget is spent. */
  hit(request: FastifyRequest, key: string): Promise<void>;
  /** Throws 429 when the budget is spent, without counting (for "count failures only"). */
  check(request: FastifyRequest, key: string): Promise<void>;
}

/** Route option for a per-address limit: `config: perAddress(10, 60_000)`. */
export function perAddress(max: number, timeWindowMs: number) {
  return { rateLimit: { max, timeWindow: timeWindowMs } };
}

export const rateLimits = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  // A limiter call must never wait on a dead Redis (three per sign-in used to take 30 s): no queue
  // of commands while disconnected, a short timeout for a frozen server; the store then counts in
  // this process. ioredis keeps reconnecting in the background, and the store uses Redis again.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 500,
        commandTimeout: 500,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    // Reconnection errors repeat every few seconds during an outage; the store logs it once.
    redis.on('error', () => {});
    app.addHook('onClose', async () => void redis.disconnect());
  }
  const nameSpace = 'shipyard-rate-limit-';
  await app.register(rateLimit, {
    global: false,
    nameSpace,
    store: redis ? (redisWithFallbackStore(redis, nameSpace, app.log) as unknown as FastifyRateLimitStoreCtor) : undefined,
    // Tests that are not about limits switch them off; the limits' own tests keep them on.
    allowList: config.rateLimits ? undefined : () => true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });

  // One limiter per name: two features naming the same budget (the sign-in's wrong passwords and
  // the re-confirmation's, decision 0039) share its count, in this process as in Redis.
  const byName = new Map<string, { options: AccountLimitOptions; limiter: AccountLimiter }>();
  app.decorate('accountLimiter', (options: AccountLimitOptions): AccountLimiter => {
    const known = byName.get(options.name);
    if (known) {
      if (known.options.max !== options.max || known.options.timeWindowMs !== options.timeWindowMs) {
        throw new Error(`the account limit ${options.name} is declared twice with different sizes`);
      }
      return known.limiter;
    }
    const made = newAccountLimiter(options);
    byName.set(options.name, { options, limiter: made });
    return made;
  });

  function newAccountLimiter(options: AccountLimitOptions): AccountLimiter {
    const limiter = app.createRateLimit({
      max: options.max,
      timeWindow: options.timeWindowMs,
      keyGenerator: (request) => `${options.name}:${(request as FastifyRequest & { limitKey?: string }).limitKey}`,
    });
    async function run(request: FastifyRequest, key: string, increment: boolean) {
      if (!config.rateLimits) return;
      (request as FastifyRequest & { limitKey?: string }).limitKey = key;
      const result = await limiter(request, { increment });
      if (result.isAllowed) return;
      // A hit counts itself, so it is over budget past `max`; a peek counts nothing, so the budget
      // is already spent at `max` (isExceeded, i.e. current > max, would let attempt max+1 through).
      const spent = increment ? result.isExceeded : result.remaining === 0;
      if (spent) throw tooManyRequests(Math.max(1, result.ttlInSeconds));
    }
    return {
      hit: (request, key) => run(request, key, true),
      check: (request, key) => run(request, key, false),
    };
  }
});

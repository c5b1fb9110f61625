import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tooManyRequests } from './errors';

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
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'shipyard-rate-limit-',
    // With a shared store down, refusing every sign-in would be worse than a short unlimited window.
    skipOnError: true,
    // Tests that are not about limits switch them off; the limits' own tests keep them on.
    allowList: config.rateLimits ? undefined : () => true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate_limited',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });

  app.decorate('accountLimiter', (options: AccountLimitOptions): AccountLimiter => {
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
  });
});

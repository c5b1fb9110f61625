import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** The store interface @fastify/rate-limit calls (its README, "Custom store"). */
interface StoreResult {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, result: StoreResult | null) => void;
interface RateStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): RateStore;
}
interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

// The plugin's own stores are plain CommonJS files without typings; they keep the counting rules
// (windows, continueExceeding, read without counting) exactly as the plugin defines them.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => RateStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => RateStore;

const RETRY_AFTER_ERROR_MS = 1000;

/**
 * Counts in Redis while it answers and in this process's memory while it does not. Refusing
 * every sign-in during a Redis outage would lock everyone out; skipping the limits would let a
 * password-guessing run through; per-process counting keeps the limits, only less exact with
 * several processes. The connection is expected to fail fast (no offline queue, a short command
 * timeout), so a request never waits on a dead Redis. One warning per outage, one line when
 * Redis answers again. The state belongs to one app, built with it.
 */
export function redisWithFallbackStore(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  // After a failed command (a frozen Redis still looks connected), Redis is left alone for a
  // second, so only one request a second pays the command timeout.
  const state = { down: false, retryAt: 0 };
  const markDown = (error: Error | undefined) => {
    if (error) state.retryAt = Date.now() + RETRY_AFTER_ERROR_MS;
    if (state.down) return;
    state.down = true;
    log.warn({ err: error }, 'Redis is unavailable: rate limits count in this process until it answers again');
  };
  const markUp = () => {
    if (!state.down) return;
    state.down = false;
    log.info('Redis answers again: rate limits count in Redis');
  };

  class FallbackStore implements RateStore {
    constructor(
      private readonly shared: RateStore,
      private readonly local: RateStore,
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.run('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.run('read', key, callback, timeWindow, max);
    }

    child(routeOptions: Record<string, unknown>): RateStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }

    private run(method: 'incr' | 'read', key: string, callback: StoreCallback, timeWindow: number, max: number) {
      // Not connected: ioredis would refuse the command anyway; answer locally without trying.
      if (redis.status !== 'ready' || Date.now() < state.retryAt) {
        markDown(undefined);
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (error, result) => {
          if (!error) {
            markUp();
            callback(null, result);
            return;
          }
          markDown(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
  }

  // Called with `new` by the plugin; returning an object from it is what `new` then yields.
  return function createStore(params: StoreParams): RateStore {
    return new FallbackStore(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
      new LocalStore(params.continueExceeding, params.exponentialBackoff),
    );
  };
}

import { describe, expect, it } from 'vitest';
import { StaleWhileRevalidate } from './stale-while-revalidate';

/** A computation the test finishes by hand, counting how often it was started. */
function fakeCompute<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const compute = () =>
    new Promise<T>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { compute, calls };
}

/** Settles promise callbacks queued so far. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

/** Resolves to 'pending' when the promise has not settled after the queued callbacks ran. */
async function state<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, flush().then(() => 'pending' as const)]);
}

describe('StaleWhileRevalidate', () => {
  it('makes the first readers wait for one shared computation, then serves it until the TTL', async () => {
    let now = 1_000;
    const { compute, calls } = fakeCompute<string>();
    const cache = new StaleWhileRevalidate(compute, 100, () => now);
    const first = cache.get();
    const second = cache.get();
    expect(calls).toHaveLength(1);
    expect(await state(first)).toBe('pending');
    calls[0]?.resolve('v1');
    expect(await first).toBe('v1');
    expect(await second).toBe('v1');
    now += 99;
    expect(await cache.get()).toBe('v1');
    expect(calls).toHaveLength(1);
  });

  it('answers a stale read at once with the old value and starts exactly one refresh', async () => {
    let now = 0;
    const { compute, calls } = fakeCompute<string>();
    const cache = new StaleWhileRevalidate(compute, 100, () => now);
    const first = cache.get();
    calls[0]?.resolve('old');
    await first;

    now = 150;
    const stale = cache.get();
    expect(await state(stale)).toBe('old');
    expect(calls).toHaveLength(2);
    expect(cache.refreshing).toBe(true);
    // More stale reads while the refresh runs: the old value, and no second refresh.
    for (let index = 0; index < 5; index += 1) expect(await state(cache.get())).toBe('old');
    expect(calls).toHaveLength(2);

    calls[1]?.resolve('new');
    await flush();
    expect(cache.refreshing).toBe(false);
    expect(await cache.get()).toBe('new');
    // The refreshed value is fresh for another TTL from when its refresh started.
    now = 249;
    expect(await cache.get()).toBe('new');
    expect(calls).toHaveLength(2);
    now = 250;
    expect(await state(cache.get())).toBe('new');
    expect(calls).toHaveLength(3);
  });

  it('keeps the stale value when a refresh fails, and tries again on the next read', async () => {
    let now = 0;
    const { compute, calls } = fakeCompute<string>();
    const cache = new StaleWhileRevalidate(compute, 100, () => now);
    const first = cache.get();
    calls[0]?.resolve('old');
    await first;
    now = 200;
    expect(await cache.get()).toBe('old');
    calls[1]?.reject(new Error('database down'));
    await flush();
    expect(cache.refreshing).toBe(false);
    expect(await cache.get()).toBe('old');
    expect(calls).toHaveLength(3);
  });

  it('does not keep a failed first computation', async () => {
    const { compute, calls } = fakeCompute<string>();
    const cache = new StaleWhileRevalidate(compute, 100, () => 0);
    const first = cache.get();
    calls[0]?.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    const second = cache.get();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve('v');
    expect(await second).toBe('v');
  });

  it('after forget, waits for a new computation and never stores one started before', async () => {
    let now = 0;
    const { compute, calls } = fakeCompute<string>();
    const cache = new StaleWhileRevalidate(compute, 100, () => now);
    const first = cache.get();
    calls[0]?.resolve('old');
    await first;
    now = 150;
    expect(await cache.get()).toBe('old'); // refresh 1 starts
    cache.forget();
    const afterForget = cache.get(); // refresh 2: the reader waits for it
    expect(calls).toHaveLength(3);
    expect(await state(afterForget)).toBe('pending');
    calls[1]?.resolve('read before the change');
    calls[2]?.resolve('read after the change');
    expect(await afterForget).toBe('read after the change');
    expect(await cache.get()).toBe('read after the change');
  });
});

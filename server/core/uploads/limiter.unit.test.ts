import { describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors';
import { WorkLimiter } from './limiter';

describe('WorkLimiter', () => {
  it('runs at most `workers` at once, queues `waiting` more and refuses the next with a 429', async () => {
    const limiter = new WorkLimiter(2, 1, 'busy', 'Too busy');
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      limiter.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'done';
      });
    const started = [task(), task(), task()];
    await expect(task()).rejects.toMatchObject({ status: 429, code: 'busy', message: 'Too busy' } satisfies Partial<AppError>);
    await expect.poll(() => releases.length).toBe(2);
    releases.shift()?.();
    // The queued task takes the freed slot.
    await expect.poll(() => releases.length).toBe(2);
    for (const release of releases.splice(0)) release();
    await expect.poll(() => releases.length).toBe(0);
    expect(await Promise.all(started)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
  });

  it('frees the slot when a task throws', async () => {
    const limiter = new WorkLimiter(1, 0, 'busy', 'Too busy');
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});

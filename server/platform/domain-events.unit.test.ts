import { describe, expect, it } from 'vitest';
import { DomainEvents } from './domain-events';

interface Events {
  liked: { by: string };
  other: { n: number };
}

describe('DomainEvents', () => {
  it('runs every handler of the event, in order, before emit returns', async () => {
    const events = new DomainEvents<Events>();
    const seen: string[] = [];
    events.on('liked', async (event) => {
      await new Promise((resolve) => setImmediate(resolve));
      seen.push(`first ${event.by}`);
    });
    events.on('liked', (event) => {
      seen.push(`second ${event.by}`);
    });
    events.on('other', () => {
      seen.push('other');
    });
    await events.emit('liked', { by: 'ada' });
    expect(seen).toEqual(['first ada', 'second ada']);
  });

  it("lets a handler's error reach the emitter, and skips the handlers after it", async () => {
    const events = new DomainEvents<Events>();
    const seen: number[] = [];
    events.on('other', () => {
      throw new Error('listener failed');
    });
    events.on('other', (event) => {
      seen.push(event.n);
    });
    await expect(events.emit('other', { n: 1 })).rejects.toThrow('listener failed');
    expect(seen).toEqual([]);
  });

  it('does nothing for an event nobody listens to', async () => {
    const events = new DomainEvents<Events>();
    await expect(events.emit('liked', { by: 'x' })).resolves.toBeUndefined();
    expect(events.listenerCount('liked')).toBe(0);
  });
});

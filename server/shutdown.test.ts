import { describe, expect, it } from 'vitest';
import { drainAndClose } from './shutdown';
import { createTestContext } from './test/harness';

describe('a graceful stop behind a load balancer', () => {
  it('answers /readyz 503 and every other request through the drain, then stops taking requests', async () => {
    const context = await createTestContext();
    try {
      const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${address}/readyz`)).status).toBe(200);
      let endDrain: () => void = () => {};
      const drainEnded = new Promise<void>((resolve) => {
        endDrain = resolve;
      });
      const waits: number[] = [];
      const stopped = drainAndClose(context.app, {
        drainMs: 5000,
        log: () => {},
        wait: (ms) => {
          waits.push(ms);
          return drainEnded;
        },
      });
      const readyz = await fetch(`${address}/readyz`);
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toMatchObject({ check: 'shutdown' });
      // The balancer may still send requests until it has seen the 503: they are served.
      const stats = await fetch(`${address}/api/stats`);
      expect(stats.status).toBe(200);
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
      expect(waits).toEqual([5000]);

      endDrain();
      await stopped;
      await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    } finally {
      await context.close();
    }
  });

  it('closes at once without a drain period', async () => {
    const context = await createTestContext();
    try {
      const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
      const waits: number[] = [];
      await drainAndClose(context.app, { drainMs: 0, log: () => {}, wait: async (ms) => waits.push(ms) });
      expect(waits).toEqual([]);
      await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    } finally {
      await context.close();
    }
  });
});

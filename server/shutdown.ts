import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { markStopping } from './features/health/readiness';

export interface DrainOptions {
  /** How long requests are still served, with /readyz answering 503 (SHUTDOWN_DRAIN_MS; 0: none). */
  drainMs: number;
  log: (message: string) => void;
  /** Waits out the drain; a test passes its own to end the drain when it chooses. */
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * The first part of a graceful stop (server/main.ts), before the database closes. A load balancer
 * learns that a process is going from /readyz, which it polls every few seconds: the process says
 * 503 there at once and goes on answering every other request for the drain period, so requests
 * the balancer still sends in the meantime are served rather than refused. Then it stops taking
 * requests and waits for those under way.
 */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions): Promise<void> {
  markStopping(app.deps);
  if (options.drainMs > 0) {
    options.log(`/readyz answers 503 from now on; requests are still served for ${options.drainMs} ms (SHUTDOWN_DRAIN_MS)`);
    await (options.wait ?? delay)(options.drainMs);
  }
  await app.close();
}

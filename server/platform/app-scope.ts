import type { FastifyBaseLogger } from 'fastify';

/**
 * A service that lives as long as one app: a cache, a counter, a limiter table, a storage client.
 * Declared next to the code that uses it; made from the app's dependencies the first time the app
 * asks for it, and closed with the app.
 */
export interface AppService<T, D> {
  readonly name: string;
  create(deps: D, logger: FastifyBaseLogger): T;
  close?(service: T): Promise<void> | void;
}

export function appService<T, D = unknown>(
  name: string,
  create: (deps: D, logger: FastifyBaseLogger) => T,
  close?: (service: T) => Promise<void> | void,
): AppService<T, D> {
  return { name, create, close };
}

/**
 * The app-scoped services of one app (issue 13). Each app built by buildApp has its own, so two
 * apps in one process (tests do this) share no cache, counter or limiter, and the app's own logger
 * is the one every service gets. It replaces module-level WeakMaps, whose entries were made by
 * whichever caller came first. `close()` runs with the app's onClose, newest service first.
 */
export class AppScope {
  readonly #services = new Map<AppService<unknown, never>, unknown>();
  #closed = false;

  constructor(private readonly logger: FastifyBaseLogger) {}

  get<T, D>(service: AppService<T, D>, deps: D): T {
    if (this.#services.has(service as AppService<unknown, never>)) return this.#services.get(service as AppService<unknown, never>) as T;
    if (this.#closed) throw new Error(`the app is closed: ${service.name} cannot be made any more`);
    const made = service.create(deps, this.logger.child({ service: service.name }));
    this.#services.set(service as AppService<unknown, never>, made);
    return made;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const services = [...this.#services.entries()].reverse();
    for (const [service, made] of services) {
      try {
        await (service as AppService<unknown, never>).close?.(made as never);
      } catch (error) {
        this.logger.error({ err: error, service: service.name }, 'an app service did not close cleanly');
      }
    }
  }
}

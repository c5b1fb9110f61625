import type { FastifyInstance } from 'fastify';

/**
 * Answers that are the same for everyone who may read them, kept a short while and made once per
 * window: a server-rendered visitor's page (pages/page-cache.ts) or a visitor's feed
 * (shared-answers.ts). Whoever asks while an answer is being made waits for that one (no
 * stampede when an entry expires), and `clear()` (after a write) also keeps an answer begun
 * before it from being stored.
 */
export interface ShortLivedCacheOptions {
  ttlMs: number;
  /** The oldest entry goes first past this: a crawler walking every page must not grow memory without end. */
  maxEntries: number;
}

export class ShortLivedCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();
  /** Answers being made, by key: who asks while one is made waits for it. */
  private readonly making = new Map<string, Promise<T | null>>();
  /** Bumped by every clear: an answer begun before a write must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly options: ShortLivedCacheOptions,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock() - entry.at >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached answer, else the one `make` makes — once for everyone who asks while it runs. An
   * answer begun before a write serves those who asked for it but is not kept. Null is not kept.
   */
  getOrMake(key: string, make: () => Promise<T | null>): Promise<T | null> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const running = this.making.get(key);
    if (running) return running;
    const generation = this.generation;
    const made = make()
      .then((value) => {
        if (value !== null && generation === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.making.get(key) === made) this.making.delete(key);
      });
    this.making.set(key, made);
    return made;
  }

  /** Bumped by every `clear()`: read it before making an answer, and give it to `setUnlessCleared`. */
  get version(): number {
    return this.generation;
  }

  /** Keeps an answer made outside `getOrMake`, unless a write emptied the cache since `version`. */
  setUnlessCleared(key: string, value: T, version: number): void {
    if (version === this.generation) this.set(key, value);
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at: this.clock(), value });
  }

  clear(): void {
    this.generation += 1;
    this.making.clear();
    this.entries.clear();
  }
}

/**
 * Empties a cache after every successful write the app answers (a request other than GET or HEAD
 * answered below 400): whatever was written may show in a cached answer.
 */
export function clearAfterWrites(app: FastifyInstance, clear: () => void): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) clear();
  });
}

/**
 * A value that is expensive to compute (a full-table aggregate) and may be a little old: kept for
 * `ttlMs`; after that the stale value is still answered at once while ONE refresh runs in the
 * background, so only the very first request (or the first after `forget`) waits for the
 * computation. Requests that arrive while that first computation runs share it.
 *
 * A failed computation is not kept: the stale value (if any) stays, and the next request tries
 * again. `forget` drops the value, and a computation already running when it is called is not
 * stored (it may have read the data from before the change that called `forget`).
 */
export class StaleWhileRevalidate<T> {
  private current: { at: number; value: T } | undefined;
  private running: Promise<T> | undefined;
  private generation = 0;

  constructor(
    private readonly compute: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(now: number = this.clock()): Promise<T> {
    const { current } = this;
    if (!current) return this.running ?? this.refresh(now);
    if (now - current.at >= this.ttlMs && !this.running) {
      // Nobody waits for this one: a failure only means the next request tries again.
      this.refresh(now).catch(() => {});
    }
    return Promise.resolve(current.value);
  }

  /** Whether a computation is running (for tests and diagnostics). */
  get refreshing(): boolean {
    return this.running !== undefined;
  }

  forget(): void {
    this.current = undefined;
    this.running = undefined;
    this.generation += 1;
  }

  private refresh(startedAt: number): Promise<T> {
    const generation = this.generation;
    let started: Promise<T>;
    try {
      started = this.compute();
    } catch (error) {
      started = Promise.reject(error);
    }
    const running: Promise<T> = started.then(
      (value) => {
        if (generation === this.generation) this.current = { at: startedAt, value };
        if (this.running === running) this.running = undefined;
        return value;
      },
      (error: unknown) => {
        if (this.running === running) this.running = undefined;
        throw error;
      },
    );
    this.running = running;
    return running;
  }
}

import { AppError } from '../../platform/errors';

/**
 * At most `workers` tasks at once, at most `waiting` more in line; one more is refused with a 429
 * carrying `code` and `message`, rather than letting work (and memory: each waiting video is a buffer) pile up.
 */
export class WorkLimiter {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly workers: number,
    private readonly waiting: number,
    private readonly code: string,
    private readonly message: string,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.workers) {
      if (this.queue.length >= this.waiting) throw new AppError(429, this.code, this.message, { retryAfter: 60 });
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * The embedded database in a worker thread (decision 0029): an object with PGlite's methods — the
 * ones Drizzle, the listener, the data export's snapshot and copy-to-postgres call — whose work is
 * done by server/db/embedded-worker.ts. The event loop only passes messages, so it keeps answering
 * while a statement runs.
 */
import { Worker } from 'node:worker_threads';
import type { EmbeddedField, EmbeddedRequest, EmbeddedResponse, EmbeddedResult, EmbeddedWorkerData } from './embedded-protocol';

type Parser = (value: string, type: number) => unknown;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
}

/** A request without its id (the id is given when it is sent). */
type Request = EmbeddedRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface EmbeddedExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<EmbeddedResult<T>>;
  exec(sql: string): Promise<EmbeddedResult[]>;
}

/**
 * An error of the database itself going away, with Postgres' codes for it (57P01 admin shutdown,
 * 57P02 crash shutdown) so that a request meeting it answers 503 (db/unavailable.ts).
 */
function shutdownError(message: string, code: '57P01' | '57P02'): Error {
  return Object.assign(new Error(message), { code });
}

/** An Error carrying the Postgres fields the worker sent (code, constraint, detail…). */
function errorOf(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'embedded database error'));
  Object.assign(error, fields);
  return error;
}

/**
 * Applies the caller's own parsers (Drizzle keeps dates and intervals as text) to the values the
 * worker left as text; functions cannot cross to the worker, so they run here.
 */
function parsed<T>(result: EmbeddedResult<T>, options: QueryOptions | undefined): EmbeddedResult<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields
    .map((field: EmbeddedField, index) => ({ index, name: field.name, type: field.dataTypeID, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse);
  if (columns.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = options?.rowMode === 'array' ? column.index : column.name;
      const value = row[key];
      if (typeof value === 'string') row[key] = column.parse?.(value, column.type);
    }
  }
  return result;
}

/** tsx's loader API, as a URL a worker can import wherever the process was started from. */
function tsxApi(): string {
  return import.meta.resolve('tsx/esm/api');
}

export class EmbeddedThread implements EmbeddedExecutor {
  #worker: Worker;
  #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  #exited: Promise<void>;
  #onQuery: ((seconds: number) => void) | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: EmbeddedResponse) => this.#receive(message));
    this.#exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    // A worker that dies (out of memory, a crash in WebAssembly) fails whatever waited for it.
    worker.on('error', (error: Error) => this.#failAll(Object.assign(error, { code: '57P02' })));
    worker.once('exit', (code) => this.#failAll(shutdownError(`the embedded database's thread stopped (exit code ${code})`, '57P02')));
  }

  static async start(data: EmbeddedWorkerData): Promise<EmbeddedThread> {
    const url = new URL(`./embedded-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
    const transferList = data.snapshot ? [data.snapshot] : [];
    // Run from TypeScript sources (`node --import tsx`, the test runner), the worker registers
    // tsx itself first: Node 20 does not pass `--import` or loader hooks on to worker threads.
    const worker = url.pathname.endsWith('.ts')
      ? new Worker(`import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`, {
          eval: true,
          workerData: data,
          transferList,
        })
      : new Worker(url, { workerData: data, transferList });
    const thread = new EmbeddedThread(worker);
    await new Promise<void>((resolve, reject) => {
      const onReady = (message: EmbeddedResponse) => {
        if (message.ok && message.ready) {
          worker.off('message', onReady);
          worker.off('error', reject);
          resolve();
        }
      };
      worker.on('message', onReady);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the embedded database's thread stopped while starting (exit code ${code})`)));
    });
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<EmbeddedResult<T>> {
    return queryOn(this, sql, params, options);
  }

  exec(sql: string): Promise<EmbeddedResult[]> {
    return this.request({ op: 'exec', sql }) as Promise<EmbeddedResult[]>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: EmbeddedExecutor & { rollback(): Promise<void> }) => Promise<T>): Promise<T> {
    const transaction = (await this.request({ op: 'begin' })) as number;
    let rolledBack = false;
    const tx = {
      query: <R = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions) => queryOn<R>(this, sql, params, options, transaction),
      exec: (sql: string) => this.request({ op: 'exec', sql, transaction }) as Promise<EmbeddedResult[]>,
      rollback: async () => {
        rolledBack = true;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      // The caller hears why the transaction failed, not a failure to roll it back as well.
      await this.request({ op: 'end', transaction, commit: false }).catch(() => {});
      throw error;
    }
    await this.request({ op: 'end', transaction, commit: !rolledBack });
    return result;
  }

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    let handlers = this.#listeners.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.#listeners.set(channel, handlers);
    }
    handlers.add(handler);
    await this.request({ op: 'listen', channel });
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.#listeners.get(channel) === handlers) {
        this.#listeners.delete(channel);
        if (!this.#closed) await this.request({ op: 'unlisten', channel });
      }
    };
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const bytes = (await this.request({ op: 'dump', compression })) as ArrayBuffer;
    return new Blob([bytes]);
  }

  /**
   * A copy of the database in a thread of its own, as `PGlite.clone` gives (a backup reads one
   * while the site goes on): the data directory dumped under the engine's lock, then opened.
   */
  async clone(): Promise<EmbeddedThread> {
    const dump = await this.dumpDataDir('none');
    return EmbeddedThread.start({ snapshot: await dump.arrayBuffer() });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.request({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
    await this.#exited;
  }

  /** Calls `observer` with the seconds each statement took, from sending it to its answer (metrics). */
  observeQueries(observer: (seconds: number) => void): void {
    this.#onQuery = observer;
  }

  /** Sends one request to the worker and waits for its answer. */
  request(request: Request): Promise<unknown> {
    if (this.#closed) return Promise.reject(shutdownError('the embedded database is closed', '57P01'));
    const id = this.#nextId++;
    const answer = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
    const observer = this.#onQuery;
    if (!observer || (request.op !== 'query' && request.op !== 'exec')) return answer;
    const started = performance.now();
    const finish = () => observer((performance.now() - started) / 1000);
    answer.then(finish, finish);
    return answer;
  }

  #receive(message: EmbeddedResponse) {
    if (message.ok && message.notification) {
      for (const handler of this.#listeners.get(message.notification.channel) ?? []) handler(message.notification.payload);
      return;
    }
    const waiting = this.#pending.get(message.id);
    if (!waiting) return;
    this.#pending.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(errorOf(message.error));
  }

  #failAll(error: Error) {
    this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}

async function queryOn<T>(thread: EmbeddedThread, sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, transaction?: number) {
  const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
  const result = (await thread.request({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes, transaction })) as EmbeddedResult<T>;
  return parsed(result, options);
}

/**
 * The worker thread that owns the embedded database (decision 0029). PGlite runs Postgres in
 * WebAssembly on the thread that calls it, so on the main thread every query stopped the event
 * loop for its whole run: requests waiting only for their bytes to be sent, or for a cached page,
 * queued behind each statement. Here it runs beside the event loop; server/db/embedded-thread.ts
 * is the other end, with the same methods as PGlite.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { EmbeddedRequest, EmbeddedResponse, EmbeddedWorkerData } from './embedded-protocol';

const port = parentPort;
if (!port) throw new Error('embedded-worker runs as a worker thread (server/db/embedded-thread.ts starts it)');

/** Thrown inside a transaction's callback so that PGlite rolls it back. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<unknown>;
}

const data = workerData as EmbeddedWorkerData;
const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

function send(message: EmbeddedResponse, transfer: ArrayBuffer[] = []) {
  port?.postMessage(message, transfer);
}

/** A Postgres error keeps its fields (code, constraint, detail…): callers look at them. */
function plainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

/** Types the caller parses itself come back as the text Postgres sent. */
function keepAsText(types: number[]) {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

function executorOf(transaction: number | undefined): PGlite | Transaction {
  if (transaction === undefined) return database;
  const open = transactions.get(transaction);
  if (!open) throw new Error(`transaction ${transaction} is not open`);
  return open.tx;
}

async function begin(id: number): Promise<void> {
  const number = nextTransaction++;
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  let open: OpenTransaction | undefined;
  const done = database
    .transaction(async (tx) => {
      open = { tx, finish, done };
      transactions.set(number, open);
      send({ id, ok: true, result: number });
      if (!(await decided)) throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => transactions.delete(number));
  // BEGIN itself failed (the database is closing): the caller hears it now. A failed COMMIT is
  // answered to the `end` request that waits for `done`.
  done.catch((error) => {
    if (!open) send({ id, ok: false, error: plainError(error) });
  });
}

async function end(id: number, transaction: number, commit: boolean): Promise<void> {
  const open = transactions.get(transaction);
  if (!open) throw new Error(`transaction ${transaction} is not open`);
  open.finish(commit);
  await open.done;
  send({ id, ok: true, result: null });
}

async function handle(request: EmbeddedRequest): Promise<void> {
  const { id } = request;
  try {
    switch (request.op) {
      case 'query': {
        const options = { rowMode: request.rowMode, parsers: keepAsText(request.textTypes) };
        const result = await executorOf(request.transaction).query(request.sql, request.params, options);
        return send({ id, ok: true, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } });
      }
      case 'exec': {
        const results = await executorOf(request.transaction).exec(request.sql);
        return send({ id, ok: true, result: results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows })) });
      }
      case 'begin':
        return await begin(id);
      case 'end':
        return await end(id, request.transaction, request.commit);
      case 'listen': {
        if (!listeners.has(request.channel)) {
          const stop = await database.listen(request.channel, (payload) => send({ id: 0, ok: true, notification: { channel: request.channel, payload } }));
          listeners.set(request.channel, stop);
        }
        return send({ id, ok: true, result: null });
      }
      case 'unlisten': {
        const stop = listeners.get(request.channel);
        listeners.delete(request.channel);
        if (stop && !database.closed) await stop();
        return send({ id, ok: true, result: null });
      }
      case 'dump': {
        const file = await database.dumpDataDir(request.compression);
        const bytes = await file.arrayBuffer();
        return send({ id, ok: true, result: bytes }, [bytes]);
      }
      case 'close': {
        if (!database.closed) await database.close();
        return send({ id, ok: true, result: null });
      }
    }
  } catch (error) {
    send({ id, ok: false, error: plainError(error) });
  }
}

const database = await PGlite.create({
  dataDir: data.dataDir,
  loadDataDir: data.snapshot ? new Blob([data.snapshot]) : undefined,
  extensions: { pg_trgm },
});
port.on('message', (request: EmbeddedRequest) => {
  void handle(request);
});
send({ id: 0, ok: true, ready: true });

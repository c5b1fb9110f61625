/**
 * `npm run bench -- --faults [--duration 60] [--writers 4] [--stop 5]` (issue 17): the server on a
 * PostgreSQL cluster this run makes for itself (its own data directory and port, never the shared
 * server), under a steady load of writes (messages, each acknowledged with a 201 and its id), while
 * PostgreSQL is restarted (an immediate stop, as a crash, and a start at once) and then stopped for
 * `--stop` seconds. It reports acknowledged writes, lost writes (acknowledged but missing at the
 * end), the status codes answered during each outage, the seconds from the database being back to
 * the first acknowledged write, and the server's memory over the run.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { ensureWebBuild } from '../server/build-web';
import { openDatabase } from '../server/db/client';
import { messages, users } from '../server/db/schema';
import { sessionCookieName } from '../server/platform/sessions';
import { insertSession } from '../server/platform/sessions/repository';
import { hashToken, newToken } from '../server/platform/sessions/tokens';
import { PostgresCluster } from '../server/test/postgres-cluster';
import { loadAverage } from './common';
import { startServer } from './server';

export interface FaultsOptions {
  duration: number;
  writers: number;
  stopSeconds: number;
}

export function parseFaultsOptions(argv: string[]): FaultsOptions {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--faults'),
    options: { duration: { type: 'string', default: '60' }, writers: { type: 'string', default: '4' }, stop: { type: 'string', default: '5' } },
    strict: true,
  });
  const options = { duration: Number(values.duration), writers: Number(values.writers), stopSeconds: Number(values.stop) };
  if (!(options.duration >= 30) || !Number.isInteger(options.writers) || options.writers < 1 || !(options.stopSeconds > 0)) {
    throw new Error('--duration must be at least 30 (s), --writers a positive whole number, --stop positive (s)');
  }
  return options;
}

/** Each writer waits this long between writes: about 20 writes a second each, failures included. */
const PAUSE_MS = 50;

interface Outage {
  label: string;
  /** ms since the load began. */
  down: number;
  up: number | null;
  firstAck: number | null;
  statuses: Map<string, number>;
}

interface Write {
  at: number;
  status: string;
  id?: string;
}

/** Resident memory of a process in MB (Linux /proc), or 0 once it has gone. */
function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

export async function runFaultsBench(options: FaultsOptions): Promise<void> {
  const bin = PostgresCluster.binaries();
  if (!bin) throw new Error('--faults needs PostgreSQL binaries (initdb) under /usr/lib/postgresql');
  const loadBefore = loadAverage();
  await ensureWebBuild();
  const cluster = await PostgresCluster.create(bin);
  console.log(`faults: own PostgreSQL cluster on port ${cluster.port}; ${options.writers} writers for ${options.duration} s (load average ${loadBefore})`);
  const server = await startServer({
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '1',
    // Bounded waits, so an outage is answered at once (the defaults are 5 s and 15 s).
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    DATABASE_STATEMENT_TIMEOUT_MS: '5000',
  });
  const database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 2 });
  try {
    // Staff accounts, which the hourly per-account limits leave alone, each writing to a member.
    const cookie = sessionCookieName(false);
    const pairs = await Promise.all(
      Array.from({ length: options.writers }, async (_, index) => {
        const [sender, receiver] = await database.db
          .insert(users)
          .values(
            ['sender', 'receiver'].map((kind) => ({
              id: randomUUID(),
              email: `faults-${kind}-${index}@bench.local`,
              firstName: 'Faults',
              lastName: `${kind} ${index}`,
              emailVerified: true,
              passwordHash: 'not-used',
              role: kind === 'sender' ? ('admin' as const) : ('user' as const),
            })),
          )
          .returning();
        if (!sender || !receiver) throw new Error('could not create the bench accounts');
        const token = newToken();
        await insertSession(database.db, { id: hashToken(token), userId: sender.id, userAgent: 'bench', ipAddress: '127.0.0.1', expiresAt: new Date(Date.now() + 86_400_000) });
        const headers = { cookie: `${cookie}=${token}`, 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${index + 1}` };
        const opened = await fetch(`${server.url}/api/conversations`, { method: 'POST', headers, body: JSON.stringify({ user2Id: receiver.id }) });
        if (!opened.ok) throw new Error(`could not open a conversation: ${opened.status} ${await opened.text()}`);
        return { headers, conversation: ((await opened.json()) as { id: string }).id };
      }),
    );

    const started = performance.now();
    const now = () => performance.now() - started;
    const writes: Write[] = [];
    const memory: number[] = [];
    const outages: Outage[] = [];
    let running = true;
    const sampler = setInterval(() => memory.push(rssMb(server.child.pid ?? 0)), 1000);

    const writer = async (pair: (typeof pairs)[number], index: number) => {
      for (let n = 0; running; n++) {
        const at = now();
        let write: Write;
        try {
          const response = await fetch(`${server.url}/api/conversations/${pair.conversation}/messages`, {
            method: 'POST',
            // A new address each time, as many visitors: the per-address limit (120 a minute) stays out of it.
            headers: { ...pair.headers, 'x-forwarded-for': `10.${10 + index}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ content: `fault-run write ${index}-${n}` }),
            signal: AbortSignal.timeout(20_000),
          });
          const body = await response.text();
          write = { at, status: String(response.status), id: response.status === 201 ? (JSON.parse(body) as { id: string }).id : undefined };
        } catch (error) {
          write = { at, status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error' };
        }
        writes.push(write);
        const outage = outages.at(-1);
        if (outage && outage.firstAck === null) {
          outage.statuses.set(write.status, (outage.statuses.get(write.status) ?? 0) + 1);
          if (write.id && outage.up !== null) outage.firstAck = now();
        }
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    };
    const load = Promise.all(pairs.map((pair, index) => writer(pair, index)));

    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const recovered = async (outage: Outage) => {
      while (outage.firstAck === null && now() < options.duration * 1000 + 60_000) await wait(100);
    };
    // A third of the run steady, then a restart, then a stop; the rest steady again.
    await wait((options.duration * 1000) / 3);
    const restart: Outage = { label: 'restart (immediate stop, start at once)', down: now(), up: null, firstAck: null, statuses: new Map() };
    outages.push(restart);
    cluster.stop();
    cluster.start();
    restart.up = now();
    await recovered(restart);
    await wait(Math.max(0, (options.duration * 1000 * 2) / 3 - now()));
    const stop: Outage = { label: `stop for ${options.stopSeconds} s`, down: now(), up: null, firstAck: null, statuses: new Map() };
    outages.push(stop);
    cluster.stop();
    await wait(options.stopSeconds * 1000);
    cluster.start();
    stop.up = now();
    await recovered(stop);
    await wait(Math.max(0, options.duration * 1000 - now()));
    running = false;
    await load;
    clearInterval(sampler);

    const acknowledged = writes.filter((write) => write.id).map((write) => write.id as string);
    const found = new Set<string>();
    for (let start = 0; start < acknowledged.length; start += 1000) {
      const rows = await database.db.select({ id: messages.id }).from(messages).where(inArray(messages.id, acknowledged.slice(start, start + 1000)));
      for (const row of rows) found.add(row.id);
    }
    const lost = acknowledged.filter((id) => !found.has(id));
    const statuses = new Map<string, number>();
    for (const write of writes) statuses.set(write.status, (statuses.get(write.status) ?? 0) + 1);
    const show = (counts: Map<string, number>) => [...counts].sort().map(([status, count]) => `${status}×${count}`).join(', ');

    console.log(`\nwrites attempted ${writes.length}: ${show(statuses)}`);
    console.log(`acknowledged (201) ${acknowledged.length}, lost ${lost.length}${lost.length ? ` (${lost.slice(0, 5).join(', ')}…)` : ''}`);
    for (const outage of outages) {
      const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);
      console.log(
        `${outage.label}: down at ${seconds(outage.down)}, database back after ${seconds((outage.up ?? outage.down) - outage.down)}, ` +
          `first acknowledged write ${seconds(outage.firstAck === null || outage.up === null ? null : outage.firstAck - outage.up)} after that; answers meanwhile: ${show(outage.statuses)}`,
      );
    }
    const used = memory.filter(Boolean);
    console.log(`server memory (RSS): start ${used[0] ?? 0} MB, min ${Math.min(...used)} MB, max ${Math.max(...used)} MB, end ${used.at(-1) ?? 0} MB`);
    console.log(`load average before ${loadBefore}, after ${loadAverage()}`);
  } finally {
    await database.close();
    await server.stop();
    await cluster.destroy();
  }
}

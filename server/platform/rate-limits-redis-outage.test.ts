import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../test/factories';
import { freePort } from '../test/free-port';
import { createTestContext } from '../test/harness';

const REDIS_SERVER = '/usr/bin/redis-server';

/** A Redis of this test's own, on its own port: it is killed and restarted, never the shared one. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe.skipIf(!existsSync(REDIS_SERVER))('rate limits when Redis goes away (needs /usr/bin/redis-server)', () => {
  let port: number;
  let redisProcess: ChildProcess;
  let inspector: Redis;
  let context: Awaited<ReturnType<typeof createTestContext>>;
  let addressCounter = 0;

  beforeAll(async () => {
    port = await freePort();
    redisProcess = await startRedis(port);
    // The test's own view of the counters; it reconnects by itself after the restart.
    inspector = new Redis({ port, host: '127.0.0.1', lazyConnect: true });
    inspector.on('error', () => {});
    await inspector.connect();
    context = await createTestContext({ rateLimits: true, environment: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    await context?.close();
    inspector?.disconnect();
    if (redisProcess) await kill(redisProcess);
  });

  async function timedLogin(email: string) {
    addressCounter += 1;
    const started = Date.now();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.9.${addressCounter}.1`,
      payload: { email, password: 'not the password' },
    });
    return { status: response.statusCode, ms: Date.now() - started };
  }

  /** Whether the app has counted anything for this e-mail address in Redis. */
  async function countedInRedis(email: string): Promise<boolean> {
    return (await inspector.keys(`*${email}*`)).length > 0;
  }

  /**
   * Signs in (and fails) until a count lands in Redis: ioredis connects, and reconnects after an
   * outage, on its own schedule; until then the app counts in memory, as it should.
   */
  async function waitUntilCountingInRedis(label: string): Promise<void> {
    const email = uniqueEmail(label);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { status, ms } = await timedLogin(email);
      expect(status === 401 || status === 429).toBe(true);
      expect(ms).toBeLessThan(2500);
      if (await countedInRedis(email)) return;
      if (Date.now() > deadline) throw new Error(`the app did not count in Redis (${label})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('answers sign-ins at once while Redis is down, still limiting them in the process, and uses Redis again when it is back', async () => {
    await waitUntilCountingInRedis('before');

    await kill(redisProcess);

    // The per-account budget is 10 failures per 15 minutes; counted in memory, it still holds.
    const victim = await createUser(context);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const { status, ms } = await timedLogin(victim.email);
      expect(status, `attempt ${attempt}`).toBe(401);
      expect(ms, `attempt ${attempt}`).toBeLessThan(2500);
    }
    const eleventh = await timedLogin(victim.email);
    expect(eleventh.status).toBe(429);
    expect(eleventh.ms).toBeLessThan(2500);

    redisProcess = await startRedis(port);
    await waitUntilCountingInRedis('after');
  }, 90_000);

  it('does not wait on a frozen Redis either (it still looks connected)', async () => {
    redisProcess.kill('SIGSTOP');
    try {
      const email = uniqueEmail('frozen');
      const times: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        const { status, ms } = await timedLogin(email);
        expect(status, `attempt ${attempt}`).toBe(401);
        times.push(ms);
      }
      // A sign-in makes three limiter calls, each of which would wait out the 500 ms command
      // timeout. After a timeout Redis is left alone for a second: only about one sign-in a
      // second pays it, the others answer at hashing speed.
      expect(Math.max(...times), String(times)).toBeLessThan(2500);
      const rest = times.slice(1).reduce((sum, ms) => sum + ms, 0);
      expect(rest, String(times)).toBeLessThan(4000);
    } finally {
      redisProcess.kill('SIGCONT');
    }
  }, 60_000);
});

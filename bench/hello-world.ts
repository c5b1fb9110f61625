/**
 * The yardstick of issue 12: a Fastify hello-world in its own process, measured in the same run and
 * with the same load as the app, so a reader compares the app with the fastest answer this machine
 * gives today (a ratio) instead of with figures from another day. `startHelloWorld()` starts it;
 * run as a script (`node --import tsx bench/hello-world.ts`), it is that server.
 */
import { spawn } from 'node:child_process';
import Fastify from 'fastify';
import { freePort } from '../server/test/free-port';
import { isMainModule, projectRoot } from './common';
import { type StartedServer, stopper } from './server';

export async function startHelloWorld(): Promise<Omit<StartedServer, 'dataDir'>> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-world.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  });
  const { stop, hasExited } = stopper(child, 5000, () => {});
  for (let tries = 0; tries < 200 && !hasExited(); tries++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the hello-world server did not start');
}

if (isMainModule(import.meta.url)) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  app.get('/healthz', async () => ({ ok: true }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

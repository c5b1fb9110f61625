import { createServer } from 'vite';
import { buildApp } from './app';
import { projectRoot } from './build-web';
import { loadConfig } from './config';
import { prepareEnvironment } from './environment';
import { listenForMetrics } from './platform/metrics/plugin';
import { openRuntime } from './runtime';

/**
 * `npm run dev`: Vite serves the web app with hot reload on PORT and forwards /api to the API,
 * which listens on PORT + 1. Links in e-mails point at Vite's port, where the browser is.
 */
async function main(): Promise<void> {
  // Development behaviour (response checks on) belongs here; `npm start` defaults to production.
  prepareEnvironment('development');
  const webPort = Number(process.env.PORT ?? 3000);
  const config = loadConfig({ ...process.env, PORT: String(webPort + 1), APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}` });
  const runtime = await openRuntime(config);
  const app = await buildApp({ config, database: runtime.database, mailer: runtime.mailer }, { logger: runtime.logger });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const metricsAddress = await listenForMetrics(app);
  if (metricsAddress) runtime.logger.info(`Prometheus metrics at ${metricsAddress}`);
  const target = `http://127.0.0.1:${config.port}`;
  const vite = await createServer({
    configFile: `${projectRoot}/vite.config.ts`,
    server: { port: webPort, strictPort: true, proxy: { '/api': target, '/healthz': target, '/uploads': target, '/sitemap.xml': target, '/feed.xml': target, '/robots.txt': target } },
  });
  await vite.listen();
  vite.printUrls();
  const stop = async () => {
    await vite.close();
    await app.close();
    await runtime.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

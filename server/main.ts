import { markStopping } from './features/health/readiness';
import { buildApp } from './app';
import { ensureWebBuild, webBuildDir } from './build-web';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/wait-for-database';
import { DataDirUnusableError } from './platform/data-dir-check';
import { DataDirLockedError } from './platform/data-dir-lock';
import { listenForMetrics } from './platform/metrics/plugin';
import { unsupportedNodeMessage } from './node-version';
import { openRuntime } from './runtime';
import { issueSetupLink, setupInstructions } from './features/setup/service';

async function main(): Promise<void> {
  const unsupported = unsupportedNodeMessage(process.version);
  if (unsupported) {
    console.error(unsupported);
    process.exit(1);
  }
  const config = loadConfig();
  const runtime = await openRuntime(config);
  await ensureWebBuild((message) => runtime.logger.info(message));
  const app = await buildApp(
    { config, database: runtime.database, mailer: runtime.mailer },
    { webRoot: webBuildDir, logger: runtime.logger },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    // A second signal is someone who will not wait: stop at once.
    if (stopping) {
      runtime.logger.warn(`${signal} received again: exiting now, without finishing the shutdown`);
      process.exit(1);
    }
    stopping = true;
    runtime.logger.info(`${signal} received: shutting down (at most ${config.shutdownTimeoutMs} ms)`);
    // A stop that hangs (an SMTP server that never answers, a stuck connection) must not keep the
    // process alive: past the deadline it exits, saying so. Not unref'd: it is what ends the wait.
    setTimeout(() => {
      runtime.logger.error(`shutdown did not finish within ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    // /readyz answers 503 from now on, so a load balancer stops sending requests; then stop taking
    // requests, and let the database write its last pages and close.
    markStopping(app.deps);
    await app.close();
    await runtime.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const metricsAddress = await listenForMetrics(app);
  runtime.logger.info(`Shipyard is running at ${config.appUrl} (${runtime.database.kind})`);
  if (metricsAddress) runtime.logger.info(`Prometheus metrics at ${metricsAddress}`);
  // A new operator learns here how to become the first admin (decision 0023).
  const setupLink = await issueSetupLink(app.deps);
  if (setupLink) runtime.logger.warn(setupInstructions(setupLink));
}

main().catch((error) => {
  // What an operator can fix is said in one line; anything else is a bug, with its stack.
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirUnusableError || error instanceof DatabaseStartError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

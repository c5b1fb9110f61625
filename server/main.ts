import { openAdminChannel } from './admin-channel';
import { buildApp } from './app';
import { videoDecoder } from './core/uploads/video';
import { ensureWebBuild, webBuildDir } from './build-web';
import { ConfigError, loadConfig } from './config';
import { DatabaseStartError } from './db/wait-for-database';
import { prepareEnvironment } from './environment';
import { issueSetupLink, setupInstructions } from './features/setup/service';
import { unsupportedNodeMessage } from './node-version';
import { DataDirUnusableError } from './platform/data-dir-check';
import { DataDirLockedError } from './platform/data-dir-lock';
import { listenForMetrics } from './platform/metrics/plugin';
import { openRuntime, type Runtime } from './runtime';
import { drainAndClose } from './shutdown';

async function main(): Promise<void> {
  const unsupported = unsupportedNodeMessage(process.version);
  if (unsupported) {
    console.error(unsupported);
    process.exit(1);
  }
  // Before anything reads the environment: `.env`, and production unless NODE_ENV says otherwise.
  const dotEnv = prepareEnvironment('production');
  const config = loadConfig();
  const runtime = await openRuntime(config);
  if (dotEnv) runtime.logger.info(`read settings from ${dotEnv}`);
  await ensureWebBuild((message) => runtime.logger.info(message));
  const app = await buildApp(
    { config, database: runtime.database, mailer: runtime.mailer },
    { webRoot: webBuildDir, logger: runtime.logger },
  );

  let stopping = false;
  let adminChannel: { close(): Promise<void> } | null = null;
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
    // /readyz answers 503 from now on; SIGTERM (a service manager, an orchestrator) keeps serving
    // for the drain period so that a load balancer notices first; Ctrl-C is a person waiting.
    await drainAndClose(app, { drainMs: signal === 'SIGTERM' ? config.shutdownDrainMs : 0, log: (message) => runtime.logger.info(message) });
    await adminChannel?.close();
    await runtime.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const metricsAddress = await listenForMetrics(app);
  // `npm run cli` beside this server: it holds the embedded database, so it runs the commands.
  if (!config.databaseUrl) adminChannel = await openAdminChannel(app.deps, config.dataDir, (message) => runtime.logger.info(message));
  // A new operator learns here how to become the first admin (decision 0023).
  const setupLink = await issueSetupLink(app.deps);
  const running = `Shipyard is running at ${config.appUrl} (${runtime.database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'}, ${config.env} mode)`;
  const decoder = videoDecoder(config);
  printFirstRunBlock(runtime, [
    running,
    ...(metricsAddress ? [`Prometheus metrics at ${metricsAddress}`] : []),
    ...('missing' in decoder
      ? [`Video uploads are refused: ${decoder.missing}. Install ffmpeg (Debian: apt-get install ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH.`]
      : []),
    ...(setupLink ? ['', ...setupInstructions(setupLink)] : []),
  ]);
}

/**
 * Where the site is and, while no admin exists, how to become one: plain lines for a person at a
 * terminal; for a log collector, each line its own entry (a `warn` while the site has no admin).
 */
function printFirstRunBlock(runtime: Runtime, lines: string[]): void {
  if (runtime.logFormat === 'pretty') {
    process.stdout.write(`\n${lines.map((line) => (line ? `  ${line}` : '')).join('\n')}\n\n`);
    return;
  }
  const setup = lines.indexOf('');
  lines.forEach((line, index) => {
    if (!line) return;
    if (setup >= 0 && index > setup) runtime.logger.warn(line.trim());
    else runtime.logger.info(line);
  });
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

import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { type AppScope, appService } from '../app-scope';
import { unauthorized } from '../errors';
import type { Mailer } from '../mailer';
import { type AppMetrics, appMetrics, metricsEnabled } from './registry';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers with a stream that stays open (Server-Sent Events): it is counted, but its
     * duration, how long a tab stayed, is kept out of the latency histogram.
     */
    streaming?: boolean;
  }
}

type MetricsDeps = { scope: AppScope; config: Config; database: DatabaseHandle };

/** This app's metrics (decision 0028); also what event streams and the mailer report to. */
export function metricsOf(deps: MetricsDeps): AppMetrics {
  return deps.scope.get(appMetrics, deps);
}

/** Bearer token check in constant time: both sides hashed, so lengths never differ. */
function bearerMatcher(token: string): (header: string | undefined) => boolean {
  const expected = createHash('sha256').update(token).digest();
  return (header) => {
    const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
    if (!given) return false;
    return timingSafeEqual(createHash('sha256').update(given).digest(), expected);
  };
}

/** The `route` label of every file of the web build (its pages have their own routes). */
export const STATIC_FILES_ROUTE = '(static files)';

/**
 * `GET /metrics` in Prometheus text format, off unless METRICS_TOKEN or METRICS_PORT is set (then
 * it is a 404 like any unknown path, and nothing is counted). With METRICS_TOKEN the main port
 * serves it to `Authorization: Bearer <token>` (401 otherwise); with METRICS_PORT a listener of its
 * own (`listenForMetrics`) serves it on METRICS_HOST (127.0.0.1 by default), asking for the token
 * too when one is set. Registered before every route, so each route gets its recorder.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  if (!metricsEnabled(deps.config)) return;
  const metrics = metricsOf(deps);

  // One recorder per route, made here once, so a request costs a counter bump and a histogram
  // observe, with no look-up of its route pattern (request.routeOptions builds an object per call).
  // @fastify/static registers a route per file of the web build (platform/web-app.ts), for HEAD
  // and GET at once, with the file's folder in its config: one label for them all, by the method
  // asked, or each hashed asset name of each deploy would become series of its own.
  const staticRecorders = new Map<string, ReturnType<typeof metrics.routeRecorder>>();
  const staticRecorder = (method: string) => {
    let record = staticRecorders.get(method);
    if (!record) {
      record = metrics.routeRecorder(method, STATIC_FILES_ROUTE, { latency: true });
      staticRecorders.set(method, record);
    }
    return record;
  };
  app.addHook('onRoute', (route) => {
    const staticFile = Boolean((route.config as { rootPath?: string } | undefined)?.rootPath);
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const record = staticFile ? null : metrics.routeRecorder(method, route.url ?? route.path, { latency: !route.config?.streaming });
    const hook: onResponseHookHandler = (request, reply, done) => {
      (record ?? staticRecorder(request.method))(reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    const existing = route.onResponse;
    route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
  });

  const { token } = deps.config.metrics;
  if (!token) return;
  const authorized = bearerMatcher(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>).');
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.text();
  });
});

/** The small listener of METRICS_PORT: /metrics and nothing else, closed with the app. */
const metricsListener = appService(
  'metrics listener',
  (deps: MetricsDeps) => {
    const metrics = metricsOf(deps);
    const { token } = deps.config.metrics;
    const authorized = token ? bearerMatcher(token) : () => true;
    return http.createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: this port serves GET /metrics only.\n');
        return;
      }
      if (!authorized(request.headers.authorization)) {
        response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' }).end('A valid metrics token is required.\n');
        return;
      }
      metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
        () => response.writeHead(500).end(),
      );
    });
  },
  (server) =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

/**
 * Opens METRICS_PORT on METRICS_HOST when set (server/main.ts calls it after the app listens);
 * resolves with the address, or null when no port is set. A port that cannot be opened fails the
 * start, as the main port would.
 */
export async function listenForMetrics(app: FastifyInstance): Promise<string | null> {
  const { port, host } = app.deps.config.metrics;
  if (port === undefined) return null;
  const server = app.deps.scope.get(metricsListener, app.deps);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}/metrics`;
}

/** The process's own mailer, behind an app's counting view of it. */
const processMailer = Symbol('the process mailer');

/**
 * The app's view of the process's mailer: the same queue, each outcome counted in this app's
 * metrics. An app built on another app's dependencies (tests do) counts on the process's mailer
 * directly, so no mail is counted by two apps.
 */
export function countedMailer(mailer: Mailer, deps: MetricsDeps): Mailer {
  // The benchmark's plan replay builds dependencies without a mailer.
  if (!mailer) return mailer;
  const base = (mailer as Mailer & { [processMailer]?: Mailer })[processMailer] ?? mailer;
  return {
    [processMailer]: base,
    send: (message, onOutcome) =>
      base.send(message, (outcome) => {
        metricsOf(deps).mailDelivered(outcome);
        onOutcome?.(outcome);
      }),
    drain: () => base.drain(),
  } as Mailer;
}

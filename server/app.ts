import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { appDependencies } from './app-dependencies';
import type { AppDependencies, BaseDependencies } from './core/dependencies';
import { accountDataRoutes } from './features/account-data/routes';
import { accountChangeRoutes } from './features/accounts/change-routes';
import { confirmRoutes } from './features/accounts/confirm-routes';
import { accountRoutes } from './features/accounts/routes';
import { backupAdminRoutes, backupSchedule } from './features/backups/routes';
import { blockRoutes } from './features/blocks/routes';
import { commentRoutes } from './features/comments/routes';
import { feedRoutes } from './features/feed/routes';
import { rssRoutes } from './features/feed/rss-routes';
import { healthRoutes } from './features/health/routes';
import { joiningAdminRoutes, joiningRoutes } from './features/joining/routes';
import { collectionRoutes } from './features/collections/routes';
import { likeRoutes } from './features/likes/routes';
import { messagingRoutes } from './features/messaging/routes';
import { appealRoutes } from './features/moderation/appeal-routes';
import { moderationRoutes } from './features/moderation/routes';
import { notificationRoutes } from './features/notifications/routes';
import { peopleRoutes } from './features/people/routes';
import { projectMediaRoutes } from './features/projects/media-routes';
import { projectRoutes } from './features/projects/routes';
import { reportRoutes } from './features/reports/routes';
import { seoRoutes } from './features/seo/routes';
import { settingsRoutes } from './features/settings/routes';
import { signInProviderRoutes } from './features/sign-in-providers/routes';
import { siteAdminRoutes, siteDocumentRoutes, siteRoutes } from './features/site/routes';
import { setupRoutes } from './features/setup/routes';
import { passkeyRoutes } from './features/two-factor/passkey-routes';
import { twoFactorRoutes } from './features/two-factor/routes';
import { securityAdminRoutes } from './features/two-factor/admin-routes';
import { staffTwoFactorGate } from './core/second-factor/staff-gate';
import { uploadRoutes } from './features/uploads/routes';
import { writeupRoutes } from './features/writeups/routes';
import { compression } from './platform/compression';
import { responseSerializerCompiler } from './platform/response-serializer';
import { sharedAnswerFastPath, sharedAnswersInvalidation } from './platform/shared-answers';
import { csrfProtection } from './platform/csrf';
import { eventStreamRoutes } from './platform/events/routes';
import { requestLocale } from './core/people/language';
import { registerErrorHandler } from './platform/errors';
import { metricsPlugin } from './platform/metrics/plugin';
import { nulGuard } from './platform/nul-guard';
import { inlineScriptHashes } from './platform/pages/inline-scripts';
import { brandedBarePage, createPageRenderer, rendererFileFor } from './platform/pages/renderer';
import { siteOf } from './core/site/site';
import { rateLimits } from './platform/rate-limits';
import { authentication } from './platform/sessions';
import { uploadsServing } from './platform/storage/serve';
import { startMediaBackfill } from './core/uploads/backfill';
import { webApp } from './platform/web-app';
import { securityHeadersPlugin } from './platform/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
  }
}

export interface BuildOptions {
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /** A pino instance shared with the rest of the process; tests pass false. */
  logger?: FastifyBaseLogger | false;
}

/** The whole server without listening: main.ts listens, tests call `app.inject`. */
export async function buildApp(base: BaseDependencies, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = base;
  const https = config.appUrl.startsWith('https://');
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: options.logger ?? { level: config.logLevel } }),
    // Fastify 5.12 reads a bare number as "trust no one" (it cannot check the peer), so a hop
    // count is given as the function it stands for: believe that many hops from the socket inward.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids are opaque strings; a malformed one must be a 404, never a crash.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.responseChecks }));
  // Each app its own scope, even when two share a database (tests): nothing app-scoped is shared.
  const deps = appDependencies(base, app.log);
  app.decorate('deps', deps);
  app.addHook('onClose', () => deps.scope.close());
  // The request's language (decision 0033): error answers, pages and their meta tags speak it.
  app.decorate('localeOf', (request: FastifyRequest) => requestLocale(deps, request));
  registerErrorHandler(app);
  // First, so that every route registered after it gets its request counter (decision 0028).
  await app.register(metricsPlugin);

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.webRoot ? indexInlineScriptHashes(options.webRoot) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3 ? [config.s3.endpoint] : [])],
        mediaSrc: ["'self'", 'blob:', ...(config.s3 ? [config.s3.endpoint] : [])],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Before cookies, sessions and the rest: a visitor's shared answer needs none of them (issue 12).
  await app.register(sharedAnswerFastPath);
  await app.register(cookie);
  await app.register(rateLimits);
  await app.register(csrfProtection);
  await app.register(authentication);
  // Decision 0025: staff tools need two-factor sign-in when the admins require it.
  await app.register(staffTwoFactorGate);
  await app.register(nulGuard);
  await app.register(compression);
  await app.register(sharedAnswersInvalidation);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Shipyard API', version: '0.1.0', description: 'The API behind the Shipyard web app.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Every feature's routes, registered here and nowhere else (docs/architecture.md).
  await app.register(healthRoutes);
  const apiRoutes = [
    accountRoutes,
    projectRoutes,
    projectMediaRoutes,
    likeRoutes,
    commentRoutes,
    collectionRoutes,
    feedRoutes,
    uploadRoutes,
    peopleRoutes,
    eventStreamRoutes,
    messagingRoutes,
    blockRoutes,
    notificationRoutes,
    settingsRoutes,
    accountChangeRoutes,
    confirmRoutes,
    twoFactorRoutes,
    passkeyRoutes,
    accountDataRoutes,
    reportRoutes,
    siteRoutes,
    appealRoutes,
    setupRoutes,
    joiningRoutes,
    signInProviderRoutes,
    writeupRoutes,
  ];
  for (const routes of apiRoutes) await app.register(routes, { prefix: '/api' });
  await app.register(moderationRoutes, { prefix: '/api/admin' });
  await app.register(siteAdminRoutes, { prefix: '/api/admin/site' });
  await app.register(joiningAdminRoutes, { prefix: '/api/admin/joining' });
  await app.register(backupAdminRoutes, { prefix: '/api/admin/backups' });
  await app.register(backupSchedule);
  await app.register(securityAdminRoutes, { prefix: '/api/admin/security' });
  // Outside /api: the stored uploads, robots.txt, the sitemap and the RSS feed.
  await app.register(uploadsServing);
  // Decision 0031: media stored before renditions existed get theirs, in the background.
  app.addHook('onReady', async () => startMediaBackfill(deps, app.log));
  await app.register(seoRoutes);
  await app.register(rssRoutes);
  await app.register(siteDocumentRoutes);

  if (options.webRoot) {
    const site = () => siteOf(deps);
    const locale = (request: FastifyRequest) => requestLocale(deps, request);
    const renderer = await createPageRenderer(app, { webRoot: options.webRoot, rendererFile: rendererFileFor(options.webRoot), site, locale });
    await app.register(webApp, { root: options.webRoot, renderPage: renderer?.renderPage ?? brandedBarePage({ site, locale }) });
  }
  return app;
}

function trustHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

function indexInlineScriptHashes(webRoot: string): string[] {
  const indexFile = path.join(webRoot, 'index.html');
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}

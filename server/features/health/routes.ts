import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/errors';
import { migrationsShipped, readinessProblem } from './readiness';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports whether the server can reach its database',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('up') }), 503: z.object({ status: z.literal('error'), database: z.literal('down'), message: z.string() }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send({ status: 'error', database: 'down', message: 'The database cannot be reached' });
      }
    },
  );

  const shipped = migrationsShipped();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports whether the server should be sent requests: database, migrations, file storage, not shutting down',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('not-ready'), check: z.enum(['database', 'migrations', 'storage', 'shutdown']), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const problem = await readinessProblem(app.deps, shipped);
      if (!problem) return { status: 'ready' as const };
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 'not-ready', ...problem });
    },
  );
}

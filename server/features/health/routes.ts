import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/errors';
import { migrationsShipped, readinessProblem } from './readiness';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Liveness (issue 17): answers while the process can answer, without asking the database. A
  // database outage is a readiness matter (/readyz): an orchestrator restarting every process
  // because PostgreSQL restarted, or because a frozen one made this check slow, would only add an
  // outage of its own.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports that the process is alive (liveness); whether it should get requests is /readyz',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
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

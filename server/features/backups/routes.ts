import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupDownloadQuerySchema, backupLinkSchema, backupNameParamsSchema, backupRunSchema, backupsStateSchema } from '../../../common/backups';
import { requireBackupAdmin } from './policy';
import { backupsOf } from './service';

/**
 * /api/admin/backups (issue 17, decision 0027): admins only. One hook refuses visitors (401) and
 * everyone else (403) before params or tokens are looked at.
 */
export async function backupAdminRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['admin'];
  app.addHook('onRequest', async (request) => {
    requireBackupAdmin(request);
  });

  app.get('/', { schema: { tags, summary: 'The backups in BACKUP_DIR, the one running and the schedule', response: { 200: backupsStateSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return backupsOf(deps).state();
  });

  app.post('/', { schema: { tags, summary: 'Back up now (answers at once; follow the progress with GET)', response: { 202: backupRunSchema } } }, async (_request, reply) =>
    reply.code(202).send(backupsOf(deps).start()),
  );

  app.post(
    '/:name/link',
    { schema: { tags, summary: 'A download link for one archive, valid five minutes, for this admin only', params: backupNameParamsSchema, response: { 200: backupLinkSchema } } },
    async (request) => backupsOf(deps).downloadLink(request.params.name, requireBackupAdmin(request).id),
  );

  app.get(
    '/:name/download',
    { schema: { tags, summary: 'Download an archive through a link from POST /:name/link', params: backupNameParamsSchema, querystring: backupDownloadQuerySchema } },
    async (request, reply) => {
      const { name } = request.params;
      const { file, bytes } = await backupsOf(deps).download(name, requireBackupAdmin(request).id, request.query.token);
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Length', bytes)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(createReadStream(file));
    },
  );
}

/** Starts BACKUP_SCHEDULE once the app is ready (a CLI command builds no app and schedules nothing). */
export const backupSchedule = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    backupsOf(app.deps).schedule();
  });
});

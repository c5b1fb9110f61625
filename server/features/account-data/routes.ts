import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../common/auth';
import { deleteAccountSchema, exportFileName, SETTINGS_MESSAGES } from '../../../common/settings';
import { endSession, requireUser } from '../../platform/sessions';
import { recentProofFirst } from '../../platform/guards';
import { deleteAccount } from './delete-account';
import { exportData } from './export';

const HOUR = 60 * 60 * 1000;
const tags = ['accounts'];

/** Data export and account deletion: open to every signed-in account, banned ones too (decision 7). */
export async function accountDataRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // An export reads everything the person has: a few a day is plenty.
  const exports = app.accountLimiter({ name: 'export-data', max: 10, timeWindowMs: HOUR });
  const deletions = app.accountLimiter({ name: 'delete-account', max: 10, timeWindowMs: HOUR });

  app.get(
    '/auth/export-data',
    { schema: { tags, summary: 'Everything you own, as a dated JSON file to download' } },
    async (request, reply) => {
      const user = requireUser(request);
      await exports.hit(request, user.id);
      const data = await exportData(deps, user, request.sessionId);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/auth/delete-account',
    {
      // Decision 0039: a recent proof, or the password sent with the call (checked below).
      ...recentProofFirst({ proofInBody: 'password' }),
      schema: {
        tags,
        summary: 'Delete your account and everything you own; an optional password is checked when sent',
        description:
          'Without a password in the body, the session must have proved the password or a current code in the last few minutes (sign-in or POST /api/auth/confirm), else 403 with `code: recent_proof_required`.',
        body: deleteAccountSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const password = request.body?.password;
      if (password !== undefined) await deletions.hit(request, user.id);
      await deleteAccount(deps, user, password, request.log);
      await endSession(request, reply);
      return { message: SETTINGS_MESSAGES.accountDeleted };
    },
  );
}

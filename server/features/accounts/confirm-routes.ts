import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmAnswerSchema, confirmSchema, RECENT_PROOF_MESSAGES, RECENT_PROOF_WINDOW_MS } from '../../../common/recent-proof';
import { signedInFirst } from '../../platform/guards';
import { recordProof, requireUser } from '../../platform/sessions';
import { checkCode, checkPassword } from './confirm-service';

const MINUTE = 60 * 1000;
const tags = ['accounts'];

/** POST /api/auth/confirm: the re-confirmation that gives a session its recent proof (decision 0039). */
export async function confirmRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // The same budgets (name, size, window) as the sign-in's wrong passwords and the two-factor
  // settings' codes: the limiter store is keyed by name, so a guess here counts there too.
  const failedLogins = app.accountLimiter({ name: 'login-failures', max: 10, timeWindowMs: 15 * MINUTE });
  const settingsCodes = app.accountLimiter({ name: 'two-factor-settings', max: 10, timeWindowMs: 15 * MINUTE });

  app.post(
    '/auth/confirm',
    {
      // Every signed-in status: what it unlocks is open to all of them (decision 7).
      ...signedInFirst,
      schema: {
        tags,
        summary: 'Confirm it is you (password or current code) before adding a way in or deleting the account',
        description:
          'Takes exactly one of `password` or `code` (authenticator code, or an unused recovery code, which is spent). On success the session has a recent proof for ten minutes (`provedUntil`). Wrong passwords count toward the sign-in limit of the account, codes toward the two-factor settings limit.',
        body: confirmSchema,
        response: { 200: confirmAnswerSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.body.password !== undefined) {
        await failedLogins.check(request, user.email);
        try {
          await checkPassword(deps, user, request.body.password);
        } catch (error) {
          await failedLogins.hit(request, user.email);
          throw error;
        }
      } else {
        await settingsCodes.hit(request, user.id);
        await checkCode(deps, user, request.body.code ?? '');
      }
      const at = await recordProof(request);
      return { message: RECENT_PROOF_MESSAGES.confirmed, provedUntil: new Date(at.getTime() + RECENT_PROOF_WINDOW_MS).toISOString() };
    },
  );
}

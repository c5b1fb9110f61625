import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../common/auth';
import { changeEmailSchema, changePasswordSchema, SETTINGS_MESSAGES } from '../../../common/settings';
import { requireUser } from '../../platform/sessions';
import { unbannedUserFirst } from '../../core/people/guards';
import { signedInFirst } from '../../platform/guards';
import * as changes from './change-service';

const HOUR = 60 * 60 * 1000;
const tags = ['accounts'];

/** The Settings page's Account tab: change e-mail and change password (beyond the spec's calls). */
export async function accountChangeRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Each attempt counts, so the password check cannot be used to guess the password.
  const emailChanges = app.accountLimiter({ name: 'change-email', max: 5, timeWindowMs: HOUR });
  const passwordChanges = app.accountLimiter({ name: 'change-password', max: 10, timeWindowMs: HOUR });

  app.post(
    '/auth/change-email',
    {
      // A banned account may not free its address for a new account (decision 7).
      ...unbannedUserFirst,
      schema: { tags, summary: 'Change your e-mail address (the new one must be verified)', body: changeEmailSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await emailChanges.hit(request, user.id);
      await changes.changeEmail(deps, user, request.body);
      return { message: SETTINGS_MESSAGES.emailChangeSent };
    },
  );

  app.post(
    '/auth/change-password',
    {
      // Securing the account is open to every status.
      ...signedInFirst,
      schema: { tags, summary: 'Change your password; other sessions are signed out', body: changePasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await passwordChanges.hit(request, user.id);
      await changes.changePassword(deps, user, request.sessionId, request.body);
      return { message: SETTINGS_MESSAGES.passwordChanged };
    },
  );
}

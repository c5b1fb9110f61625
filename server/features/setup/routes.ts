import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../common/auth';
import { claimSetupSchema, STAFF_MESSAGES, setupStatusSchema } from '../../../common/staff';
import { signedInFirst } from '../../platform/guards';
import { requireUser } from '../../platform/sessions';
import * as setup from './service';

const tags = ['setup'];

/** /api/setup: whether the site still needs its first admin, and the one-time link's claim. */
export async function setupRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // Says only whether an admin exists; how to become one is in the server's log and on the
  // one-time link's page, never on a public page (decision 0023).
  app.get('/setup/status', { schema: { tags, summary: 'Whether no admin exists yet', response: { 200: setupStatusSchema } } }, async () => ({
    needsAdmin: await setup.needsAdmin(deps),
  }));

  app.post(
    '/setup/claim',
    { ...signedInFirst, schema: { tags, summary: 'Become the first admin with the one-time link', body: claimSetupSchema, response: { 200: messageSchema } } },
    async (request) => {
      await setup.claimSetup(deps, requireUser(request), request.body.token);
      return { message: STAFF_MESSAGES.setupDone };
    },
  );
}

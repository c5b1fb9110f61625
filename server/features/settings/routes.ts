import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsSchema, updateSettingsSchema } from '../../../common/settings';
import { requireUser } from '../../platform/sessions';
import { signedInFirst } from './route-guards';
import * as settings from './service';

const tags = ['settings'];

/**
 * GET and PUT /api/settings. Any signed-in account may use them, suspended and banned ones too
 * (decision 7: settings stay theirs to change).
 */
export async function settingsRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/settings',
    { schema: { tags, summary: 'Your settings (the defaults when never saved)', response: { 200: settingsSchema } } },
    async (request) => settings.getSettings(deps, requireUser(request).id),
  );

  app.put(
    '/settings',
    {
      ...signedInFirst,
      schema: { tags, summary: 'Change any of your settings', body: updateSettingsSchema, response: { 200: settingsSchema } },
    },
    async (request) => settings.updateSettings(deps, requireUser(request).id, request.body),
  );
}

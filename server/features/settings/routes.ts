import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { settingsSchema, updateSettingsSchema } from '../../../common/settings';
import { unbannedUserFirst } from '../../core/people/guards';
import { requireUser } from '../../platform/sessions';
import * as settings from './service';

const tags = ['settings'];

/** GET and PUT /api/settings: reading is open to every account, changing to all but banned ones. */
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
      // Decision 7: a suspended account may change its settings; a banned one may only see its
      // banner, export and delete (reading settings stays open, changing them does not).
      ...unbannedUserFirst,
      schema: { tags, summary: 'Change any of your settings', body: updateSettingsSchema, response: { 200: settingsSchema } },
    },
    async (request) => settings.updateSettings(deps, requireUser(request).id, request.body),
  );
}

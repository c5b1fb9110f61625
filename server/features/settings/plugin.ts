import type { FastifyInstance } from 'fastify';
import { accountChangeRoutes } from '../account-changes/routes';
import { accountDataRoutes } from '../account-data/routes';
import { reportRoutes } from '../reports/routes';
import { settingsRoutes } from './routes';

/**
 * Settings and what the Settings page and the report dialogs call, registered by app.ts in one
 * line: /api/settings, change e-mail and password, data export, account deletion, reports.
 */
export async function settingsCapability(app: FastifyInstance): Promise<void> {
  for (const routes of [settingsRoutes, accountChangeRoutes, accountDataRoutes, reportRoutes]) {
    await app.register(routes, { prefix: '/api' });
  }
}

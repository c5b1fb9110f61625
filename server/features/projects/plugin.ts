import type { FastifyInstance } from 'fastify';
import { uploadsServing } from '../../platform/storage/serve';
import { engagementRoutes } from '../engagement/routes';
import { feedRoutes } from '../feed/routes';
import { projectMediaRoutes } from '../project-media/routes';
import { seoRoutes } from '../seo/routes';
import { uploadRoutes } from '../uploads/routes';
import { projectRoutes } from './routes';

/**
 * Everything of the projects capability, registered by app.ts in one line: the /api calls of
 * spec §7 (projects, media, likes, comments, feed, stats, upload), /uploads/* and the sitemap
 * and feed documents.
 */
export async function projectsCapability(app: FastifyInstance): Promise<void> {
  for (const routes of [projectRoutes, projectMediaRoutes, engagementRoutes, feedRoutes, uploadRoutes]) {
    await app.register(routes, { prefix: '/api' });
  }
  await app.register(uploadsServing);
  await app.register(seoRoutes);
}

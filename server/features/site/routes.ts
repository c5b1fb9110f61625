import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSiteSchema, siteImageParamsSchema, sitePageInputSchema, sitePageParamsSchema, sitePageSchema, siteSchema, siteSettingsSchema } from '../../../common/site';
import { UPLOAD_MESSAGES, tooLarge } from '../../core/uploads/service';
import { badRequest } from '../../platform/errors';
import { requireSiteAdmin } from './policy';
import * as site from './service';
import { webManifest } from './manifest';

/**
 * Public, the same for everyone and read by every page: revalidated with its ETag
 * (platform/etag.ts) rather than kept, so a change shows at once even behind a shared cache.
 */
const PUBLIC = 'public, no-cache';

/** GET /api/site and the operator's pages (issue 14, decision 0022). */
export async function siteRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['site'];
  app.get('/site', { schema: { tags, summary: "The community's name, tagline, colours, logo and written pages", response: { 200: siteSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', PUBLIC);
    return site.publicSite(deps);
  });
  app.get(
    '/site/pages/:slug',
    { schema: { tags, summary: "One of the operator's pages, as sanitized HTML", params: sitePageParamsSchema, response: { 200: sitePageSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', PUBLIC);
      return site.sitePage(deps, request.params.slug);
    },
  );
}

/** The web app manifest, beside the app: browsers ask for it by the link in every page. */
export async function siteDocumentRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', PUBLIC).send(webManifest(await site.publicSite(deps))),
  );
}

/**
 * /api/admin/site: admins only (the admin gate's rule, decision 5). One hook refuses visitors
 * (401) and everyone else (403) before any body or file is read.
 */
export async function siteAdminRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const maxBytes = deps.config.uploadMaxBytes;
  const tags = ['admin'];
  app.addHook('onRequest', async (request) => {
    requireSiteAdmin(request);
  });
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 } });
  const response = { 200: adminSiteSchema };

  app.get('/', { schema: { tags, summary: 'Site settings and every page’s Markdown, for the form', response } }, async () => site.adminSite(deps));

  app.put('/', { schema: { tags, summary: 'Change the name, tagline, description, accent colour and contact address', body: siteSettingsSchema, response } }, async (request) =>
    site.updateSettings(deps, requireSiteAdmin(request).id, request.body),
  );

  app.put(
    '/pages/:slug',
    { schema: { tags, summary: 'Write a page in Markdown (empty: taken off the footer)', params: sitePageParamsSchema, body: sitePageInputSchema, response } },
    async (request) => site.updatePage(deps, requireSiteAdmin(request).id, request.params.slug, request.body.markdown),
  );

  app.post(
    '/:kind',
    { schema: { tags, summary: 'Upload the logo or favicon (multipart field "file")', params: siteImageParamsSchema, response } },
    async (request) => site.replaceImage(deps, requireSiteAdmin(request).id, request.params.kind, await readImage(request, maxBytes), request.log),
  );

  app.delete('/:kind', { schema: { tags, summary: 'Remove the logo or favicon', params: siteImageParamsSchema, response } }, async (request) =>
    site.removeImage(deps, requireSiteAdmin(request).id, request.params.kind, request.log),
  );
}

/** The `file` part's bytes, refusing oversize ones without buffering them (as avatars do). */
async function readImage(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) throw tooLarge(maxBytes);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file' && file === null) file = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  if (file === null) throw badRequest(UPLOAD_MESSAGES.noFile);
  return file;
}

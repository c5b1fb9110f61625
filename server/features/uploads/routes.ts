import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadResultSchema } from '../../../common/uploads';
import { badRequest } from '../../platform/errors';
import { activeUserFirst } from '../../core/people/guards';
import { requireUser } from '../../platform/sessions';
import { perAddress } from '../../platform/rate-limits';
import * as uploads from '../../core/uploads/service';

const HOUR = 60 * 60 * 1000;

/** POST /api/upload. Multipart parsing is registered here only, not for the rest of the API. */
export async function uploadRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const maxBytes = deps.config.uploadMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 } });

  app.post(
    '/upload',
    {
      ...activeUserFirst,
      config: perAddress(120, HOUR),
      schema: { tags: ['projects'], summary: 'Upload an image or a video (multipart field "file")', response: { 201: uploadResultSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await readFileField(request, maxBytes);
      return reply.status(201).send(await uploads.storeUpload(deps, user.id, file));
    },
  );
}

/** The bytes of the multipart field `file`, refusing oversize files without buffering them. */
async function readFileField(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(uploads.UPLOAD_MESSAGES.notMultipart);
  // A body far over the limit is refused from its declared length, before reading it.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + 64 * 1024) throw uploads.tooLarge(maxBytes);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') return await part.toBuffer();
      if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploads.tooLarge(maxBytes);
    throw error;
  }
  throw badRequest(uploads.UPLOAD_MESSAGES.noFile);
}

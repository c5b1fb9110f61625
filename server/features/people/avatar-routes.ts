import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarResponseSchema } from '../../../common/people';
import { badRequest } from '../../platform/errors';
import { activeUserFirst } from '../../core/people/guards';
import { requireUser } from '../../platform/sessions';
import { perAddress } from '../../platform/rate-limits';
import { tooLarge } from '../../core/uploads/service';
import { AVATAR_MESSAGES, replaceAvatar } from './avatar';

const HOUR = 60 * 60 * 1000;

/** POST /api/upload-avatar. Multipart parsing is registered in this plugin only. */
export async function avatarRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const maxBytes = deps.config.uploadMaxBytes;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

  app.post(
    '/upload-avatar',
    {
      // Uploading is writing (decision 7): a visitor gets 401 and a suspended account 403 first.
      ...activeUserFirst,
      config: perAddress(30, HOUR),
      schema: {
        tags: ['people'],
        summary: 'Replace your avatar (multipart fields "file" and type=avatar); answers the new image URL',
        response: { 200: avatarResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await readAvatarForm(request, maxBytes);
      return replaceAvatar(deps, user.id, file, request.log);
    },
  );
}

/** The `file` part's bytes (refusing oversize ones without buffering them) and the `type` check. */
async function readAvatarForm(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(AVATAR_MESSAGES.notMultipart);
  // A body far over the limit is refused from its declared length, before reading it.
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) throw tooLarge(maxBytes);
  let file: Buffer | null = null;
  let type: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && file === null) file = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'type') {
        type = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  // The spec's client sends type=avatar; a client that leaves it out is not wrong.
  if (type !== undefined && type !== 'avatar') throw badRequest(AVATAR_MESSAGES.wrongType);
  if (file === null) throw badRequest(AVATAR_MESSAGES.noFile);
  return file;
}

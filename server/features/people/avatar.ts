import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_SIZE, AVATAR_UPDATED_MESSAGE } from '../../../common/people';
import type { AppDependencies } from '../../core/dependencies';
import { badRequest, notFound } from '../../platform/errors';
import { newStorageBase, storageOf, urlOfKey } from '../../platform/storage';
import { IMAGE_EXTENSIONS, UPLOAD_MESSAGES } from '../../core/uploads/service';
import * as repository from './repository';

const ACCEPTED = 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.';

export const AVATAR_MESSAGES = {
  notMultipart: 'Send the image as multipart/form-data in a field named "file".',
  noFile: 'Please choose an image to upload.',
  wrongType: 'The field "type" must be "avatar".',
  empty: UPLOAD_MESSAGES.empty,
  svg: `SVG images are not accepted. ${ACCEPTED}`,
  html: `HTML files are not accepted. ${ACCEPTED}`,
  notImage: `Avatars must be images. ${ACCEPTED}`,
  unreadable: UPLOAD_MESSAGES.unreadable,
} as const;

/** Refuses decompression bombs (a small file that decodes to gigabytes) before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;

/** Text formats have no magic number; name the two that people actually try. */
function refusal(input: Buffer): string {
  const head = input.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.includes('<svg')) return AVATAR_MESSAGES.svg;
  if (/^(<!doctype html|<html|<head|<body|<script|<!--)/.test(head) || head.includes('<html')) return AVATAR_MESSAGES.html;
  return AVATAR_MESSAGES.notImage;
}

/**
 * A square WebP of AVATAR_SIZE pixels: turned upright by its EXIF orientation, the centre cropped,
 * every piece of metadata dropped (sharp keeps none unless asked), first frame of an animation.
 */
async function avatarImage(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw badRequest(AVATAR_MESSAGES.empty);
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed || !IMAGE_EXTENSIONS.has(sniffed.ext)) throw badRequest(refusal(input));
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(AVATAR_MESSAGES.unreadable);
  }
}

/**
 * Stores the new avatar, points the profile at it and removes the previous file. The file is
 * written before the database changes and removed again if they fail, so no stored file is
 * ever without the record that lets it be deleted.
 */
export async function replaceAvatar(
  deps: AppDependencies,
  userId: string,
  input: Buffer,
  log?: { warn: (details: object, message: string) => void },
): Promise<{ profileImageUrl: string; message: string }> {
  const body = await avatarImage(input);
  const storage = storageOf(deps);
  const key = `${newStorageBase()}.webp`;
  await storage.put(key, body, 'image/webp');
  let replaced: Awaited<ReturnType<typeof repository.replaceAvatar>>;
  try {
    replaced = await repository.replaceAvatar(deps.database.db, userId, {
      id: randomUUID(),
      url: urlOfKey(key),
      thumbnailUrl: null,
      mimeType: 'image/webp',
      sizeBytes: body.length,
      storageKeys: [key],
    });
  } catch (error) {
    await storage.delete([key]).catch(() => {});
    throw error;
  }
  if (!replaced) {
    await storage.delete([key]).catch(() => {});
    throw notFound('Account not found');
  }
  // The records are gone already; a file left behind by a storage hiccup is only wasted space.
  await storage.delete(replaced.previousKeys).catch((error: unknown) => log?.warn({ err: error }, 'could not delete old avatar'));
  return { profileImageUrl: urlOfKey(key), message: AVATAR_UPDATED_MESSAGE };
}

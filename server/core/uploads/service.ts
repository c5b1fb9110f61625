import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadResult } from '../../../common/uploads';
import type { AppDependencies } from '../dependencies';
import { AppError, badRequest } from '../../platform/errors';
import { appService } from '../../platform/app-scope';
import { jobsOf } from '../../platform/metrics/jobs';
import { newStorageBase, storageOf, urlOfKey } from '../../platform/storage';
import { UnreadableImageError } from './images';
import { type PreparedMedia, detailsOf, prepareImage, prepareVideo } from './prepare';
import * as repository from './repository';

const ACCEPTED_LIST = 'Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.';

export const UPLOAD_MESSAGES = {
  noFile: 'Please choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data in a field named "file".',
  empty: 'The file is empty.',
  svg: `SVG images are not accepted. ${ACCEPTED_LIST}`,
  html: `HTML files are not accepted. ${ACCEPTED_LIST}`,
  unsupported: `This file type is not supported. ${ACCEPTED_LIST}`,
  unreadable: 'The image could not be read; the file may be damaged.',
  tooLarge: (maxBytes: number) => `The file is too large. The limit is ${Math.round(maxBytes / (1024 * 1024))} MB.`,
} as const;

export const tooLarge = (maxBytes: number) => new AppError(413, 'too_large', UPLOAD_MESSAGES.tooLarge(maxBytes));
const unsupported = (message: string) => new AppError(415, 'unsupported_media_type', message);

/**
 * Sniffed extension → what we store (uploads and avatars alike). Only these pass; the client's
 * name and type are ignored.
 */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'png', 'webp', 'gif', 'avif']);
export const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

/**
 * Stores one file sent by `userId`: its type is decided by its bytes, images are re-encoded with
 * a card rendition and responsive renditions, videos are kept as sent once ffmpeg has decoded a
 * poster frame from them (decision 0031). The record in `uploads` lists every key written, so
 * deleting the project later removes exactly these files.
 */
export async function storeUpload(deps: AppDependencies, userId: string, input: Buffer): Promise<UploadResult> {
  if (input.length === 0) throw badRequest(UPLOAD_MESSAGES.empty);
  const sniffed = await fileTypeFromBuffer(input);
  const base = newStorageBase();
  let prepared: PreparedMedia;
  if (sniffed && IMAGE_EXTENSIONS.has(sniffed.ext)) {
    try {
      prepared = await prepareImage(input, sniffed.ext);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw badRequest(UPLOAD_MESSAGES.unreadable);
      throw error;
    }
  } else if (sniffed && Object.hasOwn(VIDEO_TYPES, sniffed.ext)) {
    prepared = await prepareVideo(deps, input, sniffed.ext);
  } else {
    throw unsupported(describeRefusal(input));
  }

  const storage = storageOf(deps);
  const { files, kind } = prepared;
  const keys = files.map((file) => `${base}${file.suffix}`);
  try {
    // Every write is waited for, failed or not, before anything is removed: on a full disk the first
    // failure would otherwise start the clean-up while the other writes still run, and one of them
    // would leave its half-written file behind.
    const writes = await Promise.allSettled(files.map((file, index) => storage.put(keys[index] as string, file.body, file.contentType)));
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
    const details = detailsOf(prepared, base);
    const row = await repository.insertUpload(deps.database.db, {
      id: randomUUID(),
      userId,
      kind,
      url: urlOfKey(keys[0] as string),
      thumbnailUrl: prepared.cardSuffix ? urlOfKey(`${base}${prepared.cardSuffix}`) : null,
      mimeType: files[0]?.contentType as string,
      sizeBytes: files[0]?.body.length ?? 0,
      storageKeys: keys,
      ...details,
    });
    await sweepOrphanUploadsIfDue(deps).catch(() => {});
    return { url: row.url, type: kind, thumbnailUrl: row.thumbnailUrl, ...details };
  } catch (error) {
    // Nothing may stay on disk or in the bucket without a record that would let us delete it.
    await storage.delete(keys).catch(() => {});
    throw error;
  }
}

/** Text formats have no magic number; name the two that people actually try. */
export function describeRefusal(input: Buffer): string {
  const head = input.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.includes('<svg')) return UPLOAD_MESSAGES.svg;
  if (/^(<!doctype html|<html|<head|<body|<script|<iframe|<!--)/.test(head) || head.includes('<html')) return UPLOAD_MESSAGES.html;
  return UPLOAD_MESSAGES.unsupported;
}

/** Removes files of deleted media. Storage errors are logged, not raised: the rows are gone already. */
export async function deleteStoredFiles(deps: AppDependencies, keys: readonly string[], log?: { warn: (obj: object, msg: string) => void }) {
  if (keys.length === 0) return;
  try {
    await storageOf(deps).delete(keys);
  } catch (error) {
    log?.warn({ err: error, keys }, 'could not delete stored files');
  }
}

/** When this app last swept abandoned uploads. */
const orphanSweeps = appService('orphan upload sweeps', () => ({ last: 0 }));
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/** Called after uploads; at most every ten minutes per app it clears abandoned files. */
export async function sweepOrphanUploadsIfDue(deps: AppDependencies, now = Date.now()): Promise<void> {
  const sweeps = deps.scope.get(orphanSweeps, deps);
  if (now - sweeps.last < SWEEP_INTERVAL_MS) return;
  sweeps.last = now;
  await jobsOf(deps).record('orphan-upload-sweep', async () => {
    const keys = await repository.deleteOrphanUploads(deps.database.db, new Date(now - ORPHAN_AGE_MS));
    await deleteStoredFiles(deps, keys);
  });
}

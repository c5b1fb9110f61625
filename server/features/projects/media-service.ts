import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { type addMediaSchema, MAX_MEDIA_PER_PROJECT, type ProjectMedia } from '../../../common/projects';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import * as projectRepository from './repository';
import * as uploadsRepository from '../../core/uploads/repository';
import { deleteStoredFiles } from '../../core/uploads/service';
import * as repository from './media-repository';
import { toMedia } from '../../core/projects/mappers';
import { mediaOf } from '../../core/projects/project-repository';
import { PROJECT_MESSAGES, findEditable, findVisible } from '../../core/projects/visible-projects';

type Deps = AppDependencies;
export type AddMedia = z.output<typeof addMediaSchema>;

export const MEDIA_MESSAGES = {
  unknownUpload: 'Unknown upload',
  tooMany: `A project can have at most ${MAX_MEDIA_PER_PROJECT} images and videos`,
  notFound: 'Media not found',
  removed: 'Media removed successfully',
} as const;

export async function listMedia(deps: Deps, viewer: UserRow | null, projectId: string): Promise<ProjectMedia[]> {
  const { db } = deps.database;
  const project = await findVisible(db, viewer, { id: projectId });
  return (await mediaOf(db, project.id)).map(toMedia);
}

/** The upload's own page address, also when the client sends it absolute. */
function uploadPath(deps: Deps, url: string): string {
  return url.startsWith(deps.config.appUrl) ? url.slice(deps.config.appUrl.length) : url;
}

/**
 * Attaches a file this user uploaded and has not attached yet. Its type is the one sniffed at
 * upload, whatever the client claims, and claiming it is atomic: one upload, one media item.
 */
export async function addMedia(deps: Deps, user: UserRow, projectId: string, input: AddMedia): Promise<ProjectMedia> {
  const { db } = deps.database;
  await findEditable(db, user, projectId);
  const row = await db.transaction(async (tx) => {
    // The lock queues concurrent additions so the count below stays true.
    if (!(await projectRepository.lockById(tx, projectId))) throw notFound(PROJECT_MESSAGES.notFound);
    if ((await repository.countMedia(tx, projectId)) >= MAX_MEDIA_PER_PROJECT) throw badRequest(MEDIA_MESSAGES.tooMany);
    const mediaId = randomUUID();
    const upload = await uploadsRepository.claimUpload(tx, user.id, uploadPath(deps, input.url), mediaId);
    if (!upload || upload.kind === 'avatar') throw badRequest(MEDIA_MESSAGES.unknownUpload);
    return repository.insertMedia(tx, {
      id: mediaId,
      projectId,
      type: upload.kind,
      url: upload.url,
      thumbnailUrl: upload.thumbnailUrl,
      width: upload.width,
      height: upload.height,
      placeholder: upload.placeholder,
      renditions: upload.renditions,
      posterUrl: upload.posterUrl,
      durationSeconds: upload.durationSeconds,
      caption: input.caption,
      order: input.order,
    });
  });
  return toMedia(row);
}

export async function removeMedia(deps: Deps, user: UserRow, projectId: string, mediaId: string, log?: { warn: (obj: object, msg: string) => void }) {
  const { db } = deps.database;
  await findEditable(db, user, projectId);
  const keys = await db.transaction(async (tx) => {
    const removed = await repository.deleteMedia(tx, projectId, mediaId);
    if (!removed) throw notFound(MEDIA_MESSAGES.notFound);
    return uploadsRepository.deleteUploadsOfMedia(tx, [mediaId]);
  });
  await deleteStoredFiles(deps, keys, log);
}

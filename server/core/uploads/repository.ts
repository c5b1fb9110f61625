import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { MediaDetails } from '../../../common/media';
import { projectMedia, type UploadRow, uploads } from '../../db/schema';

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload was not recorded');
  return row;
}

/**
 * Ties an upload to a media item, once: the condition makes two concurrent claims of the same
 * file race-free (only one UPDATE matches).
 */
export async function claimUpload(db: Executor, userId: string, url: string, mediaId: string): Promise<UploadRow | null> {
  const [row] = await db
    .update(uploads)
    .set({ mediaId })
    .where(
      and(eq(uploads.url, url), eq(uploads.userId, userId), isNull(uploads.mediaId), inArray(uploads.kind, ['image', 'video'])),
    )
    .returning();
  return row ?? null;
}

/** Removes the records of these media items' files and returns their storage keys. */
export async function deleteUploadsOfMedia(db: Executor, mediaIds: readonly string[]): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .delete(uploads)
    .where(inArray(uploads.mediaId, [...mediaIds]))
    .returning({ storageKeys: uploads.storageKeys });
  return rows.flatMap((row) => row.storageKeys);
}

/**
 * Project uploads never attached to a media item after a day: the create form uploads first and
 * attaches afterwards, so an abandoned form leaves these behind. Avatars are another kind and
 * are left alone.
 */
export async function deleteOrphanUploads(db: Executor, olderThan: Date, limit = 200): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(
      sql`${uploads.id} in (select ${uploads.id} from ${uploads} where ${isNull(uploads.mediaId)} and ${inArray(uploads.kind, ['image', 'video'])} and ${lt(uploads.createdAt, olderThan)} limit ${limit})`,
    )
    .returning({ storageKeys: uploads.storageKeys });
  return rows.flatMap((row) => row.storageKeys);
}

/**
 * The owner of the uploads a project's write-up shows (decision 0030), in the column that ties
 * gallery uploads to their media item: the orphan sweep leaves them alone and deleting the
 * project deletes them (`deleteUploadsOfMedia` with this key).
 */
export function writeupUploadsKey(projectId: string): string {
  return `writeup:${projectId}`;
}

/** Claims the person's unclaimed images among `urls` for the project's write-up. */
export async function claimWriteupImages(db: Executor, userId: string, projectId: string, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .update(uploads)
    .set({ mediaId: writeupUploadsKey(projectId) })
    .where(and(inArray(uploads.url, [...urls]), eq(uploads.userId, userId), isNull(uploads.mediaId), eq(uploads.kind, 'image')));
}

/** Media stored before decision 0031, still without renditions: what the backfill works through. */
export async function mediaWithoutDetails(db: Executor, limit: number) {
  return db
    .select({ id: projectMedia.id, type: projectMedia.type, url: projectMedia.url, thumbnailUrl: projectMedia.thumbnailUrl })
    .from(projectMedia)
    // The partial index's own condition: addresses that are not our uploads (the benchmark's made-up
    // ones) are never pending, so a start does not walk through them.
    .where(sql`${projectMedia.renditions} is null and ${projectMedia.url} like '/uploads/%'`)
    .orderBy(projectMedia.id)
    .limit(limit);
}

/**
 * Writes a medium's details and adds the keys of the files just made to its upload's record, so
 * deleting the medium deletes them too. False when the medium was removed in the meantime.
 */
export async function saveMediaDetails(db: Database, mediaId: string, details: MediaDetails, addedKeys: readonly string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.update(projectMedia).set(details).where(eq(projectMedia.id, mediaId)).returning({ id: projectMedia.id });
    if (updated.length === 0) return false;
    await tx
      .update(uploads)
      .set({ ...details, storageKeys: sql`${uploads.storageKeys} || ${sql.param([...addedKeys])}::text[]` })
      .where(eq(uploads.mediaId, mediaId));
    return true;
  });
}

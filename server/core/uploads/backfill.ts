import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyBaseLogger } from 'fastify';
import { NO_MEDIA_DETAILS } from '../../../common/media';
import { appService } from '../../platform/app-scope';
import { jobsOf } from '../../platform/metrics/jobs';
import { keyOfUrl, storageOf } from '../../platform/storage';
import type { AppDependencies } from '../dependencies';
import { detailsOf, type PreparedMedia, prepareImage, prepareVideo } from './prepare';
import * as repository from './repository';
import { IMAGE_EXTENSIONS, VIDEO_TYPES } from './service';

/**
 * Media stored before decision 0031 get their renditions, size and placeholder (images) or poster
 * and duration (videos) once, in the background after start-up: a few at a time, from the stored
 * file, into the same storage (disk or bucket). Idempotent — it picks only rows whose `renditions`
 * is still null, and every row it reads leaves with a value, `[]` when its file is missing or
 * unreadable (answers then fall back to the file itself), so it never loops on a bad file.
 */
const BATCH = 10;

const backfillState = appService(
  'media details backfill',
  () => ({ stopped: false, running: null as Promise<unknown> | null }),
  async (state) => {
    state.stopped = true;
    await state.running?.catch(() => {});
  },
);

/** Starts the backfill once per app, without waiting for it (app.ts calls this when ready). */
export function startMediaBackfill(deps: AppDependencies, log: FastifyBaseLogger): void {
  const state = deps.scope.get(backfillState, deps);
  if (state.running) return;
  state.running = jobsOf(deps)
    .record('media-details-backfill', () => backfillMediaDetails(deps, log, () => state.stopped))
    .then((counts) => {
      if (counts.done + counts.failed > 0) log.info(counts, 'media stored before renditions existed have been given theirs');
    })
    .catch((error) => log.warn({ err: error }, 'the media details backfill stopped; it resumes at the next start'));
}

/** Works through every pending medium; returns how many got details and how many could not. */
export async function backfillMediaDetails(
  deps: AppDependencies,
  log?: FastifyBaseLogger,
  stopped: () => boolean = () => false,
): Promise<{ done: number; failed: number }> {
  const counts = { done: 0, failed: 0 };
  while (!stopped()) {
    const pending = await repository.mediaWithoutDetails(deps.database.db, BATCH);
    if (pending.length === 0) break;
    for (const medium of pending) {
      if (stopped()) break;
      const ok = await backfillOne(deps, medium).catch((error) => {
        log?.warn({ err: error, mediaId: medium.id }, 'could not make renditions of a stored medium');
        return false;
      });
      if (!ok) await repository.saveMediaDetails(deps.database.db, medium.id, NO_MEDIA_DETAILS, []);
      counts[ok ? 'done' : 'failed'] += 1;
    }
  }
  return counts;
}

async function backfillOne(deps: AppDependencies, medium: { id: string; type: 'image' | 'video'; url: string; thumbnailUrl: string | null }): Promise<boolean> {
  const key = keyOfUrl(medium.url);
  if (!key) return false;
  const storage = storageOf(deps);
  const stored = await storage.read(key);
  if (!stored || stored === 'unsatisfiable') return false;
  const input = await buffer(stored.stream);
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed) return false;
  let prepared: PreparedMedia;
  if (medium.type === 'image' && IMAGE_EXTENSIONS.has(sniffed.ext)) prepared = await prepareImage(input, sniffed.ext);
  else if (medium.type === 'video' && Object.hasOwn(VIDEO_TYPES, sniffed.ext)) prepared = await prepareVideo(deps, input, sniffed.ext);
  else return false;

  // The stored file stays as it is (its URL is in pages and feeds); only what is new is written.
  const base = key.slice(0, key.lastIndexOf('.'));
  const existingCard = medium.thumbnailUrl ? keyOfUrl(medium.thumbnailUrl) : null;
  const files = prepared.files.slice(1).filter((file) => `${base}${file.suffix}` !== existingCard);
  const keys = files.map((file) => `${base}${file.suffix}`);
  await Promise.all(files.map((file, index) => storage.put(keys[index] as string, file.body, file.contentType)));
  const details = detailsOf(prepared, base);
  // The main file was not re-encoded: its size is that of the stored file, which the image was capped to already.
  if (!(await repository.saveMediaDetails(deps.database.db, medium.id, details, keys))) {
    await storage.delete(keys).catch(() => {});
  }
  return true;
}

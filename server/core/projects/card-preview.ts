import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectMedia, projects } from '../../db/schema';

/**
 * What a project card shows of its media (decision 0031): the medium and its details — size,
 * placeholder, renditions, a video's poster and duration. One list of columns for every query that
 * makes cards (the feed, collections, a profile's projects), so a new detail reaches them all.
 */
export const cardMediaColumns = {
  id: projectMedia.id,
  type: projectMedia.type,
  url: projectMedia.url,
  thumbnailUrl: projectMedia.thumbnailUrl,
  width: projectMedia.width,
  height: projectMedia.height,
  placeholder: projectMedia.placeholder,
  renditions: projectMedia.renditions,
  posterUrl: projectMedia.posterUrl,
  durationSeconds: projectMedia.durationSeconds,
};

/** The order that picks a card's medium: the chosen preview, else the first by order. */
export const cardMediaOrder = [sql`(${projectMedia.id} = ${projects.previewMediaId}) is true desc`, asc(projectMedia.order), asc(projectMedia.createdAt)];

/**
 * The card medium of the row's project, as a lateral subquery (`leftJoinLateral(preview, sql\`true\`)`)
 * of a query that selects from `projects`; select it with `cardPreviewFields(preview)`.
 */
export function cardPreviewOfEachProject(db: Executor) {
  return db
    .select(cardMediaColumns)
    .from(projectMedia)
    .where(eq(projectMedia.projectId, projects.id))
    .orderBy(...cardMediaOrder)
    .limit(1)
    .as('preview');
}

export function cardPreviewFields(preview: ReturnType<typeof cardPreviewOfEachProject>) {
  return {
    id: preview.id,
    type: preview.type,
    url: preview.url,
    thumbnailUrl: preview.thumbnailUrl,
    width: preview.width,
    height: preview.height,
    placeholder: preview.placeholder,
    renditions: preview.renditions,
    posterUrl: preview.posterUrl,
    durationSeconds: preview.durationSeconds,
  };
}

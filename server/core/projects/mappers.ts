import { CONTENT_EXCERPT_LENGTH } from '../../../common/writeups';
import type { PreviewMedia, ProjectDetail, ProjectListItem, ProjectMedia } from '../../../common/projects';
import type { MediaDetails } from '../../../common/media';
import type { ProjectMediaRow } from '../../db/schema';
import type { ProjectWithAuthor, WriteupFields } from './project-repository';

/** Row → the JSON of a card. `preview` comes from one batched query for the whole page. */
export function toListItem(row: ProjectWithAuthor, preview: PreviewMedia | null): ProjectListItem {
  return {
    id: row.id,
    slug: row.slug,
    userId: row.userId,
    title: row.title,
    description: row.description,
    categories: row.categories,
    tags: row.tags,
    technologies: row.technologies,
    featured: row.featured,
    published: row.published,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    viewsCount: row.viewsCount,
    _count: { likes: row.likesCount, comments: row.commentsCount },
    previewMediaId: row.previewMediaId,
    previewMedia: preview,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: row.author,
  };
}

export function toMedia(row: ProjectMediaRow): ProjectMedia {
  return {
    id: row.id,
    projectId: row.projectId,
    type: row.type,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    ...detailsOfRow(row),
    caption: row.caption,
    order: row.order,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The preview a card shows: the chosen one, else the first by order (media arrive ordered). */
export function pickPreview(media: readonly ProjectMediaRow[], previewMediaId: string | null): PreviewMedia | null {
  const chosen = media.find((item) => item.id === previewMediaId) ?? media[0];
  return chosen ? toPreviewMedia(chosen) : null;
}

/** The media columns every query of a card or a medium selects (decision 0031). */
export type MediaDetailColumns = Pick<ProjectMediaRow, 'width' | 'height' | 'placeholder' | 'renditions' | 'posterUrl' | 'durationSeconds'>;

/** A row's details; `renditions` is null for a medium the backfill has not reached yet. */
export function detailsOfRow(row: MediaDetailColumns): MediaDetails {
  return {
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    renditions: row.renditions ?? [],
    posterUrl: row.posterUrl,
    durationSeconds: row.durationSeconds,
  };
}

/** A card's medium: only the card renditions travel with it, which keeps lists small. */
export function toPreviewMedia(row: Pick<ProjectMediaRow, 'id' | 'type' | 'url' | 'thumbnailUrl'> & MediaDetailColumns): PreviewMedia {
  const details = detailsOfRow(row);
  return {
    id: row.id,
    type: row.type,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    ...details,
    renditions: details.renditions.filter((rendition) => rendition.frame === 'card'),
  };
}

export function toDetail(row: ProjectWithAuthor & WriteupFields, media: readonly ProjectMediaRow[]): ProjectDetail {
  return {
    ...toListItem(row, pickPreview(media, row.previewMediaId)),
    content: row.content,
    contentHtml: row.contentHtml,
    contentToc: row.contentToc ?? [],
    contentExcerpt: row.contentText ? shortText(row.contentText, CONTENT_EXCERPT_LENGTH) : null,
    githubUrl: row.githubUrl,
    liveUrl: row.liveUrl,
    youtubeUrl: row.youtubeUrl,
    hidden: row.hiddenAt !== null,
    savesCount: row.savesCount,
    media: media.map(toMedia),
  };
}

/** The first words of a text on one line, cut at a word with an ellipsis. */
export function shortText(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

import type { PreviewMedia, ProjectDetail, ProjectListItem, ProjectMedia } from '../../../common/projects';
import type { ProjectMediaRow } from '../../db/schema';
import type { ProjectWithAuthor } from './project-repository';

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
    caption: row.caption,
    order: row.order,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The preview a card shows: the chosen one, else the first by order (media arrive ordered). */
export function pickPreview(media: readonly ProjectMediaRow[], previewMediaId: string | null): PreviewMedia | null {
  const chosen = media.find((item) => item.id === previewMediaId) ?? media[0];
  return chosen ? { id: chosen.id, type: chosen.type, url: chosen.url, thumbnailUrl: chosen.thumbnailUrl } : null;
}

export function toDetail(row: ProjectWithAuthor, media: readonly ProjectMediaRow[]): ProjectDetail {
  return {
    ...toListItem(row, pickPreview(media, row.previewMediaId)),
    content: row.content,
    githubUrl: row.githubUrl,
    liveUrl: row.liveUrl,
    youtubeUrl: row.youtubeUrl,
    hidden: row.hiddenAt !== null,
    savesCount: row.savesCount,
    media: media.map(toMedia),
  };
}

import type { PageHead } from '@common/page-head';
import type { ProjectDetail } from '@common/projects';
import { personName } from '@web/entities/developer/lib/person-name';
import { translateCategory } from '@web/entities/project/lib/category-label';
import { parseApiError } from '@web/lib/request';
import { shortDescription } from '@web/lib/short-description';
import { breadcrumbs } from '@web/lib/structured-data';
import { looksLikeVideo } from '@common/projects-constants';
import { type ImageMedia, sourcesOf } from '@web/entities/media/lib/sources';
import type { Translator } from '@web/lib/i18n';
import { gallerySizes } from './gallery-sizes';

/**
 * The project page's head: what a search engine indexes and a shared link previews. A draft or a
 * hidden project is the owner's own view and stays out of indexes; a missing one answers 404.
 */
export function projectHead(project: ProjectDetail | undefined, error: unknown, siteName: string, t: Translator['t']): PageHead {
  if (!project) {
    const status = parseApiError(error).status;
    if (status === 404) return { title: t('projectShared.notFound'), statusCode: 404, noindex: true };
    return { title: t('project.head.title'), noindex: Boolean(error) };
  }
  const author = personName(project.user);
  const description = shortDescription(project.description || project.contentExcerpt || t('project.head.description', { author, site: siteName }));
  const path = `/projects/${encodeURIComponent(project.slug)}`;
  const leadImage = project.media.find((item) => !looksLikeVideo(item));
  const preview = project.previewMedia;
  // A video's poster stands for it in link previews (decision 0031).
  const image = preview?.type === 'image' ? (preview.thumbnailUrl ?? preview.url) : (preview?.posterUrl ?? leadImage?.url ?? null);
  return {
    title: project.title,
    description,
    canonicalPath: path,
    type: 'article',
    image,
    imageAlt: project.title,
    // The gallery's first image is the page's largest paint on a phone: preloaded as the gallery
    // will ask for it (its WebP renditions at its sizes, decision 0031), else the file itself.
    preloadImage: leadImage?.url ?? null,
    preloadImageSet: leadImage ? preloadSetOf(leadImage, project.media.filter((item) => !looksLikeVideo(item)).length) : null,
    noindex: !project.published || project.hidden,
    // Only crawlers read structured data, and only in the server's HTML: the browser build leaves
    // it (and its code) out, as a page changed in the browser is never read by one.
    structuredData: import.meta.env.SSR ? projectStructuredData(project, { description, path, image, author, siteName, discover: t('project.head.discover'), t }) : undefined,
  };
}

/** schema.org: the project as SoftwareSourceCode (with a repository) or CreativeWork, and its breadcrumbs. */
function projectStructuredData(
  project: ProjectDetail,
  { description, path, image, author, siteName, discover, t }: { description: string; path: string; image: string | null; author: string; siteName: string; discover: string; t: Translator['t'] },
): Record<string, unknown>[] {
  const authorPath = `/developers/${encodeURIComponent(project.user.id)}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': project.githubUrl ? 'SoftwareSourceCode' : 'CreativeWork',
      name: project.title,
      description,
      url: path,
      ...(image ? { image } : {}),
      author: { '@type': 'Person', name: author, url: authorPath },
      dateCreated: project.createdAt,
      dateModified: project.updatedAt,
      // The categories' names in the page's language, as its badges show them.
      keywords: [...project.categories.map((category) => translateCategory(t, category)), ...project.technologies].join(', '),
      ...(project.githubUrl ? { codeRepository: project.githubUrl } : {}),
      ...(project.technologies.length > 0 && project.githubUrl ? { programmingLanguage: project.technologies } : {}),
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/LikeAction',
        userInteractionCount: project.likesCount,
      },
    },
    breadcrumbs(siteName, [
      [discover, '/discover'],
      [project.title, path],
    ]),
  ];
}

/** The preload of the gallery's first image: the set and sizes its <picture> will pick from. */
function preloadSetOf(image: ImageMedia, imageCount: number): PageHead['preloadImageSet'] {
  const sources = sourcesOf(image, 'full');
  const srcset = sources.webp ?? sources.srcSet;
  if (!srcset) return null;
  return { srcset, sizes: gallerySizes(0, imageCount), type: sources.webp ? 'image/webp' : undefined };
}

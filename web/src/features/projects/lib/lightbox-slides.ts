import type { ProjectMedia } from '@common/projects';
import type { Translator } from '@web/lib/i18n';
import type { SlideImage } from 'yet-another-react-lightbox';

/**
 * The lightbox's slides: each image with its WebP renditions and the stored file as the largest,
 * so the lightbox picks the width the screen needs; the caption (or the image's number) under it.
 */
export function lightboxSlides(images: readonly ProjectMedia[], title: string, t: Translator['t']): SlideImage[] {
  return images.map((item, index) => {
    const label = item.caption ?? t('project.imageAlt', { title, number: index + 1 });
    const full = item.renditions.filter((rendition) => rendition.frame === 'full' && rendition.type === 'image/webp');
    const stored = item.width && item.height ? [{ src: item.url, width: item.width, height: item.height }] : [];
    return {
      src: item.url,
      alt: label,
      width: item.width ?? undefined,
      height: item.height ?? undefined,
      srcSet: full.length > 0 ? [...full.map((rendition) => ({ src: rendition.url, width: rendition.width, height: rendition.height })), ...stored] : undefined,
      title: label,
      description: t('project.imagePosition', { number: index + 1, total: images.length }),
    };
  });
}

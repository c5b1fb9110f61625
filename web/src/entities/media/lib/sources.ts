import { CARD_FRAME, type MediaRendition, srcSetOf } from '@common/media-constants';

/** What an image needs of a medium (a project medium or a card's preview). */
export interface ImageMedia {
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  renditions: MediaRendition[];
}

/** The sources of one frame: a WebP set and a set in the stored format (its largest is the file itself). */
export function sourcesOf(media: ImageMedia, frame: 'card' | 'full') {
  if (frame === 'card') {
    const cards = media.renditions.filter((rendition) => rendition.frame === 'card');
    return { src: media.thumbnailUrl ?? media.url, webp: undefined, srcSet: srcSetOf(cards), ...CARD_FRAME };
  }
  const full = media.renditions.filter((rendition) => rendition.frame === 'full');
  const webp = full.filter((rendition) => rendition.type === 'image/webp');
  const original = full.filter((rendition) => rendition.type !== 'image/webp');
  const main: MediaRendition[] = media.width && media.height ? [{ url: media.url, width: media.width, height: media.height, type: 'image/webp', frame: 'full' }] : [];
  const mainIsWebp = media.url.endsWith('.webp');
  return {
    src: media.url,
    // A WebP original needs no <source>: its renditions and itself are one set. Otherwise the stored
    // file ends the WebP set too, so a wide screen still gets the full size (renditions stop below it).
    webp: mainIsWebp || webp.length === 0 ? undefined : srcSetOf([...webp, ...main]),
    srcSet: full.length > 0 ? srcSetOf([...(mainIsWebp ? webp : original), ...main]) : undefined,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
  };
}


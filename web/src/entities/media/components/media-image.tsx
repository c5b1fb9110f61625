import { CARD_FRAME, type MediaRendition, srcSetOf } from '@common/media-constants';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { averageColorOf, placeholderPicture } from '../lib/placeholder';

/** What an image needs of a medium (a project medium or a card's preview). */
export interface ImageMedia {
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  renditions: MediaRendition[];
}

interface MediaImageProps {
  media: ImageMedia;
  /** 'card': the 16:10 card crop; 'full': the whole picture (the gallery). */
  frame: 'card' | 'full';
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  alt: string;
  className?: string;
  eager?: boolean;
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
    // A WebP original needs no <source>: its renditions and itself are one set.
    webp: mainIsWebp ? undefined : srcSetOf(webp),
    srcSet: full.length > 0 ? srcSetOf([...(mainIsWebp ? webp : original), ...main]) : undefined,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
  };
}

/**
 * A project image with its renditions (decision 0031): `srcset`/`sizes` so the browser fetches the
 * width it needs, WebP where the original is another format, width and height so the page keeps
 * its layout while it loads, and the ThumbHash placeholder behind it until it has loaded.
 */
export function MediaImage({ media, frame, sizes, alt, className, eager = false }: MediaImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [picture, setPicture] = useState<string | undefined>();
  const hash = media.placeholder;

  useEffect(() => {
    const element = image.current;
    // A server-rendered image may have loaded before this script ran.
    if (!hash || (element?.complete && element.naturalWidth > 0)) {
      setLoaded(true);
      return;
    }
    let current = true;
    placeholderPicture(hash).then(
      (url) => current && setPicture(url),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [hash]);

  const sources = sourcesOf(media, frame);
  const background: CSSProperties | undefined =
    loaded || !hash ? undefined : picture ? { background: `center / cover no-repeat url(${picture})` } : { backgroundColor: averageColorOf(hash) };
  const img = (
    <img
      ref={image}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={() => setLoaded(true)}
      style={background}
      className={className}
    />
  );
  if (!sources.webp) return img;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

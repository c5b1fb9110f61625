import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { averageColorOf, placeholderPicture } from '../lib/placeholder';
import { type ImageMedia, sourcesOf } from '../lib/sources';

export type { ImageMedia } from '../lib/sources';

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

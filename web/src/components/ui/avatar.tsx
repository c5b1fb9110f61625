import { cn } from '@web/lib/utils';
import { type ComponentProps, createContext, useContext, useLayoutEffect, useRef, useState } from 'react';

/**
 * A round picture with initials beneath it: the initials show until the picture has loaded, and
 * again if it fails. Written out rather than taken from Radix Avatar (and its context and
 * primitives) because avatars are on most public pages' first screen (issue 11), and because Radix
 * renders the <img> only after loading it in the browser, so server-rendered pages would carry no
 * picture. Here the <img> is in the HTML and simply lies over the initials.
 */
type ImageState = 'none' | 'loading' | 'loaded' | 'failed';

const AvatarState = createContext<{ image: ImageState; setImage: (state: ImageState) => void }>({
  image: 'none',
  setImage: () => undefined,
});

export function Avatar({ className, children, ...props }: ComponentProps<'span'>) {
  const [image, setImage] = useState<ImageState>('none');
  return (
    <span className={cn('relative flex size-8 shrink-0 overflow-hidden rounded-full', className)} {...props}>
      <AvatarState.Provider value={{ image, setImage }}>{children}</AvatarState.Provider>
    </span>
  );
}

export function AvatarImage({ className, src, alt = '', onLoad, onError, ...props }: ComponentProps<'img'>) {
  const { image, setImage } = useContext(AvatarState);
  const element = useRef<HTMLImageElement>(null);

  // A server-rendered picture may have loaded, or failed, before this script could listen.
  useLayoutEffect(() => {
    const img = element.current;
    setImage(!src ? 'failed' : !img?.complete ? 'loading' : img.naturalWidth > 0 ? 'loaded' : 'failed');
    return () => setImage('none');
  }, [setImage, src]);

  if (image === 'failed') return null;
  return (
    <img
      ref={element}
      src={src}
      alt={alt}
      className={cn('absolute inset-0 aspect-square size-full object-cover', className)}
      onLoad={(event) => {
        setImage('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        setImage('failed');
        onError?.(event);
      }}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<'span'>) {
  const { image } = useContext(AvatarState);
  // Under a picture, the picture's alt text is what assistive technology reads.
  const covered = image === 'loading' || image === 'loaded';
  return (
    <span
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
        // Hidden once the picture is there, so a transparent picture does not show initials through.
        image === 'loaded' && 'invisible',
        className,
      )}
      {...props}
      {...(covered ? { 'aria-hidden': true } : {})}
    />
  );
}

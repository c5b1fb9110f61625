import type { ProjectMedia } from '@common/projects';
import { looksLikeVideo } from '@common/projects-constants';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { MediaImage } from '@web/entities/media/components/media-image';
import { VideoDuration } from '@web/entities/media/components/video-duration';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { lazyPart } from '@web/lib/lazy-part';
import { cn } from '@web/lib/utils';
import { Film, ImageIcon, type LucideIcon } from 'lucide-react';
import { type MouseEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSetPreview } from '../api/set-preview';
import { gallerySizes } from '../lib/gallery-sizes';
import { lightboxSlides } from '../lib/lightbox-slides';

/** The full-screen view, fetched when an image is first opened (decision 0031). */
const lightbox = lazyPart(
  () => import('./media-lightbox').then((module) => module.MediaLightbox),
  'src/features/projects/components/media-lightbox.tsx',
);

interface MediaGalleryProps {
  projectId: string;
  title: string;
  media: ProjectMedia[];
  /** The chosen preview, or else the first medium (what the cards show). */
  previewId: string | null;
  isOwner: boolean;
}

/** The Videos and Images sections; the owner picks the card preview ('Set as Preview' / '✓ Preview'). */
export function MediaGallery({ projectId, title, media, previewId, isOwner }: MediaGalleryProps) {
  const { t } = useI18n();
  const setPreview = useSetPreview();
  const [opened, setOpened] = useState<number | null>(null);
  // Says when the buttons answer: until then this is the server's HTML (ShowWhenVisible); tests wait for it.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const videos = media.filter((item) => looksLikeVideo(item));
  const images = media.filter((item) => !looksLikeVideo(item));

  const choose = (mediaId: string) =>
    setPreview.mutate(
      { projectId, previewMediaId: mediaId },
      {
        onSuccess: () => toast({ title: t('project.previewUpdated'), variant: 'success' }),
        onError: (error) => showRequestError(error, t('project.previewFailed')),
      },
    );

  const previewControl = (item: ProjectMedia) => {
    if (item.id === previewId) {
      return (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {t('project.preview')}
        </span>
      );
    }
    if (!isOwner) return null;
    return (
      <Button size="sm" variant="outline" disabled={setPreview.isPending} onClick={() => choose(item.id)}>
        {t('project.setPreview')}
      </Button>
    );
  };

  // A plain click opens the lightbox; a click meant for a new tab still follows the link.
  const open = (index: number) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpened(index);
  };

  const caption = (item: ProjectMedia) => (
    <figcaption className="flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <span className="min-w-0 break-words">
        {item.caption ?? ''}
        {item.type === 'video' ? <VideoDuration seconds={item.durationSeconds} prefix={item.caption ? ' · ' : ''} /> : null}
      </span>
      {previewControl(item)}
    </figcaption>
  );

  if (media.length === 0) return null;
  return (
    <div className="flex flex-col gap-8" data-gallery={live ? 'live' : 'server'}>
      {videos.length > 0 ? (
        <GallerySection id="videos-title" title={t('project.videos')} icon={Film} listClassName="flex flex-col gap-4">
          {videos.map((item, index) => (
            <li key={item.id}>
              <figure aria-label={t('project.videoFigure', { number: index + 1 })} className="flex flex-col gap-2">
                <div className="aspect-[16/10] overflow-hidden rounded-xl border border-border bg-black">
                  {/* biome-ignore lint/a11y/useMediaCaption: user uploads come without captions */}
                  <video
                    src={item.url}
                    poster={item.posterUrl ?? undefined}
                    width={item.width ?? undefined}
                    height={item.height ?? undefined}
                    controls
                    playsInline
                    preload={item.posterUrl ? 'none' : 'metadata'}
                    className="size-full"
                    aria-label={t('project.videoLabel', { title, number: index + 1 })}
                  />
                </div>
                {caption(item)}
              </figure>
            </li>
          ))}
        </GallerySection>
      ) : null}

      {images.length > 0 ? (
        <GallerySection id="images-title" title={t('project.images')} icon={ImageIcon} listClassName="grid gap-4 sm:grid-cols-2">
          {images.map((item, index) => (
            <li key={item.id} className={cn(index === 0 && images.length % 2 === 1 && 'sm:col-span-2')}>
              <figure aria-label={t('project.imageFigure', { number: index + 1 })} className="flex flex-col gap-2">
                <a
                  href={item.url}
                  target="_blank"
                  rel="noreferrer"
                  onClick={open(index)}
                  onPointerEnter={() => void lightbox.preload()}
                  aria-label={t('project.openImage', { number: index + 1, title })}
                  className="block aspect-[16/10] overflow-hidden rounded-xl border border-border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <MediaImage
                    media={item}
                    frame="full"
                    sizes={gallerySizes(index, images.length)}
                    alt={item.caption ?? t('project.imageAlt', { title, number: index + 1 })}
                    eager={index === 0}
                    className="size-full object-cover"
                  />
                </a>
                {caption(item)}
              </figure>
            </li>
          ))}
        </GallerySection>
      ) : null}
      {opened !== null ? (
        <Suspense fallback={null}>
          <lightbox.Lazy slides={lightboxSlides(images, title, t)} index={opened} onIndexChange={setOpened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

interface GallerySectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  listClassName: string;
  children: ReactNode;
}

function GallerySection({ id, title, icon: Icon, listClassName, children }: GallerySectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
        {title}
      </h2>
      <ul className={listClassName}>{children}</ul>
    </section>
  );
}

import type { PreviewMedia } from '@common/projects';
import { CARD_FRAME } from '@common/media-constants';
import { looksLikeVideo } from '@common/projects-constants';
import { MediaImage } from '@web/entities/media/components/media-image';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { FolderGit2 } from 'lucide-react';
import type { Ref } from 'react';

/** Spec §5: cards also treat .avi, .mkv and .m4v addresses as video. */
export function isVideoPreview(media: Pick<PreviewMedia, 'type' | 'url'> | null): boolean {
  return media !== null && looksLikeVideo(media, true);
}

/** A card's width at each viewport: the grid's one, two or three columns (PROJECT_GRID_CLASS). */
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

interface ProjectPreviewProps {
  title: string;
  media: PreviewMedia | null;
  videoRef?: Ref<HTMLVideoElement>;
  className?: string;
}

/**
 * What fills a card's 16:10 frame: the card-sized rendition of an image, a muted video (the card
 * plays it on hover), or a calm placeholder with the title's initial.
 */
export function ProjectPreview({ title, media, videoRef, className }: ProjectPreviewProps) {
  const { t } = useI18n();
  if (media && isVideoPreview(media)) {
    return (
      <video
        ref={videoRef}
        // Without a poster (a video stored before decision 0031) the fragment makes the browser show
        // a frame instead of black; with one, nothing is fetched until the card is hovered.
        src={media.posterUrl ? media.url : `${media.url}#t=0.1`}
        poster={media.posterUrl ?? undefined}
        width={CARD_FRAME.width}
        height={CARD_FRAME.height}
        muted
        loop
        playsInline
        preload={media.posterUrl ? 'none' : 'metadata'}
        aria-label={t('cards.videoPreviewOf', { title })}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  if (media) {
    return (
      <MediaImage
        media={media}
        frame="card"
        sizes={CARD_SIZES}
        alt={t('cards.previewOf', { title })}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-indigo-500/15 via-muted to-violet-500/10 text-muted-foreground',
        className,
      )}
    >
      <span aria-hidden="true" className="text-4xl font-semibold tracking-tight text-foreground/70">
        {title.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <FolderGit2 aria-hidden="true" className="size-4" />
    </div>
  );
}

import type { PreviewMedia } from '@common/projects';
import { looksLikeVideo } from '@common/projects-constants';
import { cn } from '@web/lib/utils';
import { FolderGit2 } from 'lucide-react';
import type { Ref } from 'react';

/** Spec §5: cards also treat .avi, .mkv and .m4v addresses as video. */
export function isVideoPreview(media: Pick<PreviewMedia, 'type' | 'url'> | null): boolean {
  return media !== null && looksLikeVideo(media, true);
}

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
  if (media && isVideoPreview(media)) {
    return (
      <video
        ref={videoRef}
        // The fragment makes the browser show a frame instead of black before the first play.
        src={`${media.url}#t=0.1`}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={`Video preview of ${title}`}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  if (media) {
    return (
      <img
        src={media.thumbnailUrl ?? media.url}
        alt={`Preview of ${title}`}
        loading="lazy"
        decoding="async"
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

import type { ProjectListItem } from '@common/projects';
import { CARD_TECHNOLOGIES_SHOWN } from '@common/projects-constants';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Badge } from '@web/components/ui/badge';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { Heart, MessageCircle, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { DeferredSaveButton } from '@web/entities/collection/components/deferred-save-button';
import { VideoDuration } from '@web/entities/media/components/video-duration';
import { isVideoPreview, ProjectPreview } from './project-preview';

interface ProjectCardProps {
  project: ProjectListItem;
  /** The owner's edit/delete menu, placed over the media. */
  menu?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Media first (Dribbble-style): a 16:10 frame, then title, author, the first two technologies plus
 * '+N', likes and comments. The title link stretches over the whole card. A video preview plays
 * muted while the pointer (or keyboard focus) is on the card and rewinds when it leaves.
 */
export function ProjectCard({ project, menu, headingLevel = 3, className }: ProjectCardProps) {
  const { t, number } = useI18n();
  const videoRef = useRef<HTMLVideoElement>(null);
  const isVideo = isVideoPreview(project.previewMedia);
  const Heading = `h${headingLevel}` as const;
  const shown = project.technologies.slice(0, CARD_TECHNOLOGIES_SHOWN);
  const more = project.technologies.length - shown.length;

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    // play() rejects when interrupted by pause(); nothing to do about that.
    video.play().catch(() => {});
  };
  const reset = () => {
    const video = videoRef.current;
    if (!video) return;
    video.pause();
    video.currentTime = 0;
  };

  return (
    <article
      data-testid="project-card"
      onMouseEnter={isVideo ? play : undefined}
      onMouseLeave={isVideo ? reset : undefined}
      onFocus={isVideo ? play : undefined}
      onBlur={isVideo ? reset : undefined}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-colors',
        'hover:border-ring/50 has-[[data-card-link]:focus-visible]:ring-2 has-[[data-card-link]:focus-visible]:ring-ring',
        className,
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        <ProjectPreview
          title={project.title}
          media={project.previewMedia}
          videoRef={videoRef}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <div className="pointer-events-none absolute start-2 top-2 flex gap-1.5">
          {isVideo ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-xs font-medium text-white">
              <Play aria-hidden="true" className="size-3 fill-current" />
              {t('cards.video')}
              <VideoDuration seconds={project.previewMedia?.durationSeconds ?? null} prefix=" · " />
            </span>
          ) : null}
          {project.published ? null : (
            <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">{t('cards.draft')}</span>
          )}
        </div>
        {/* Issue 16: save to a collection, over the media's corner (above the card's stretched link). */}
        <div className="absolute bottom-2 end-2 z-10">
          <DeferredSaveButton projectId={project.id} projectTitle={project.title} variant="card" />
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading className="truncate text-base font-semibold leading-tight">
          <Link
            href={`/projects/${project.slug}`}
            data-card-link=""
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-link"
          >
            {project.title}
          </Link>
        </Heading>

        <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
          <span className="flex min-w-0 items-center gap-2">
            <DeveloperAvatar person={project.user} className="size-6" fallbackClassName="text-[10px]" />
            <span className="truncate">{personName(project.user)}</span>
          </span>
          <span className="flex shrink-0 items-center gap-3">
            <span className="flex items-center gap-1" title={t('cards.likesTitle', { count: project.likesCount })}>
              <Heart aria-hidden="true" className="size-4" />
              {number(project.likesCount)}
              <span className="sr-only"> {t('cards.likesUnit', { count: project.likesCount })}</span>
            </span>
            <span className="flex items-center gap-1" title={t('cards.commentsTitle', { count: project.commentsCount })}>
              <MessageCircle aria-hidden="true" className="size-4" />
              {number(project.commentsCount)}
              <span className="sr-only"> {t('cards.commentsUnit', { count: project.commentsCount })}</span>
            </span>
          </span>
        </div>

        <ul className="flex min-h-5 flex-wrap gap-1.5" aria-label={t('cards.technologies')}>
          {shown.map((technology) => (
            <li key={technology} className="max-w-[45%]">
              <Badge>{technology}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline">
                +{number(more)}
                <span className="sr-only"> {t('cards.moreTechnologies', { count: more })}</span>
              </Badge>
            </li>
          ) : null}
        </ul>
      </div>

      {menu ? <div className="absolute end-2 top-2 z-10">{menu}</div> : null}
    </article>
  );
}

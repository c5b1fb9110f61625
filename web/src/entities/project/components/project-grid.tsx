import type { ProjectListItem } from '@common/projects';
import { LOADING_PLACEHOLDERS } from '@common/projects-constants';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';
import { ProjectCard } from './project-card';

// grid-cols-1 and min-w-0 on the items: columns are minmax(0, 1fr), so a long title truncates
// inside its card instead of widening every card (and the page) to its own length.
export const PROJECT_GRID_CLASS = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

interface ProjectGridProps {
  projects: ProjectListItem[];
  /** The owner's menu for a card, or nothing. */
  renderMenu?: (project: ProjectListItem) => ReactNode;
  label?: string;
  /** The cards' title level: 2 where the grid is the page's main list, 3 below a section heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function ProjectGrid({ projects, renderMenu, label, headingLevel, className }: ProjectGridProps) {
  const { t } = useI18n();
  return (
    <ul aria-label={label ?? t('cards.projects')} className={cn(PROJECT_GRID_CLASS, className)}>
      {projects.map((project) => (
        <li key={project.id} className="min-w-0">
          <ProjectCard project={project} menu={renderMenu?.(project)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The card's exact frame (16:10 media, title, author row, technology row), so nothing jumps. */
export function ProjectCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm', className)}>
      <Skeleton className="aspect-[16/10] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-4 w-2/3" />
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-2">
            <Skeleton className="size-6 rounded-full" />
            <Skeleton className="h-3.5 w-24" />
          </span>
          <Skeleton className="h-3.5 w-14" />
        </div>
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** Spec §9: 6 placeholders while a grid loads. */
export function ProjectGridSkeleton({ count = LOADING_PLACEHOLDERS, className }: { count?: number; className?: string }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('cards.loadingProjects')} className={cn(PROJECT_GRID_CLASS, className)}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProjectCardSkeleton key={index} />
      ))}
    </div>
  );
}

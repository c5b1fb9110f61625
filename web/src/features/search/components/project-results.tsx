import type { ProjectListItem } from '@common/projects';
import { ProjectCard } from '@web/components/projects/project-card';
import { Skeleton } from '@web/components/ui/skeleton';
import { parseApiError } from '@web/lib/request';
import { cn } from '@web/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyResults } from './empty-results';

const PLACEHOLDERS = 6;

function ProjectCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-border bg-card" aria-hidden="true">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      </div>
    </div>
  );
}

interface ProjectResultsProps {
  query: UseQueryResult<ProjectListItem[]>;
  filtered: boolean;
  onClear: () => void;
}

export function ProjectResults({ query, filtered, onClear }: ProjectResultsProps) {
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span role="status" className="sr-only">
          Loading projects
        </span>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => `placeholder-${index}`).map((key) => (
          <ProjectCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl border border-border p-6 text-center text-sm text-muted-foreground">
        {parseApiError(query.error).message ?? 'Projects could not be loaded. Please try again.'}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyResults
        title="No projects found"
        hint={filtered ? 'Try adjusting your search or filters' : 'Be the first to share a project with the community!'}
        action={filtered ? { label: 'Clear search and filters', onClick: onClear } : undefined}
      />
    );
  }
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', query.isPlaceholderData && 'opacity-60 transition-opacity')}>
      {query.data.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

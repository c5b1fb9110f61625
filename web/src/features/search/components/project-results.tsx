import { ProjectGrid, ProjectGridSkeleton } from '@web/entities/project/components/project-grid';
import { LoadError } from '@web/components/ui/load-error';
import { cn } from '@web/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProjectResults as Results } from '../api/search-projects';
import { EmptyResults } from './empty-results';

interface ProjectResultsProps {
  query: UseQueryResult<Results>;
  filtered: boolean;
  onClear: () => void;
}

export function ProjectResults({ query, filtered, onClear }: ProjectResultsProps) {
  if (query.isPending) return <ProjectGridSkeleton />;
  if (query.isError) return <LoadError error={query.error} fallback="Projects could not be loaded. Please try again." />;
  if (query.data.projects.length === 0) {
    return (
      <EmptyResults
        title="No projects found"
        hint={filtered ? 'Try adjusting your search or filters' : 'Be the first to share a project with the community!'}
        action={filtered ? { label: 'Clear search and filters', onClick: onClear } : undefined}
      />
    );
  }
  return (
    <ProjectGrid
      projects={query.data.projects}
      label="Project results"
      headingLevel={2}
      className={cn(query.isPlaceholderData && 'opacity-60 transition-opacity')}
    />
  );
}

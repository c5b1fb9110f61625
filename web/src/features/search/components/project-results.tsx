import { ProjectGrid, ProjectGridSkeleton } from '@web/entities/project/components/project-grid';
import { LoadError } from '@web/components/ui/load-error';
import { cn } from '@web/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProjectResults as Results } from '../api/search-projects';
import { useI18n } from '@web/lib/i18n';
import { EmptyResults } from './empty-results';

interface ProjectResultsProps {
  query: UseQueryResult<Results>;
  filtered: boolean;
  onClear: () => void;
}

export function ProjectResults({ query, filtered, onClear }: ProjectResultsProps) {
  const { t } = useI18n();
  if (query.isPending) return <ProjectGridSkeleton />;
  if (query.isError) return <LoadError error={query.error} fallback={t('search.projects.loadFailed')} />;
  if (query.data.projects.length === 0) {
    return (
      <EmptyResults
        title={t('search.projects.none')}
        hint={t(filtered ? 'search.projects.hintFiltered' : 'search.projects.hintEmpty')}
        action={filtered ? { label: t('search.projects.clear'), onClick: onClear } : undefined}
      />
    );
  }
  return (
    <ProjectGrid
      projects={query.data.projects}
      label={t('search.projects.label')}
      headingLevel={2}
      className={cn(query.isPlaceholderData && 'opacity-60 transition-opacity')}
    />
  );
}

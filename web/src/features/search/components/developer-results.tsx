import { DeveloperGrid, DeveloperGridSkeleton } from '@web/entities/developer/components/developer-grid';
import { LoadError } from '@web/components/ui/load-error';
import type { DeveloperResults as Results } from '@web/entities/developer/api/search-developers';
import { cn } from '@web/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import { useI18n } from '@web/lib/i18n';
import { EmptyResults } from './empty-results';

export function DeveloperResults({ query, onClear }: { query: UseQueryResult<Results>; onClear: (() => void) | undefined }) {
  const { t } = useI18n();
  if (query.isPending) return <DeveloperGridSkeleton />;
  if (query.isError) return <LoadError error={query.error} fallback={t('search.developers.loadFailed')} />;
  if (query.data.developers.length === 0) {
    return (
      <EmptyResults
        title={t('search.developers.none')}
        hint={t('search.developers.hint')}
        action={onClear ? { label: t('search.clear'), onClick: onClear } : undefined}
      />
    );
  }
  return (
    <DeveloperGrid
      developers={query.data.developers}
      label={t('search.developers.label')}
      headingLevel={2}
      className={cn(query.isPlaceholderData && 'opacity-60 transition-opacity')}
    />
  );
}

import { DeveloperGrid, DeveloperGridSkeleton } from '@web/entities/developer/components/developer-grid';
import { LoadError } from '@web/components/ui/load-error';
import type { DeveloperResults as Results } from '@web/entities/developer/api/search-developers';
import { cn } from '@web/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyResults } from './empty-results';

export function DeveloperResults({ query, onClear }: { query: UseQueryResult<Results>; onClear: (() => void) | undefined }) {
  if (query.isPending) return <DeveloperGridSkeleton />;
  if (query.isError) return <LoadError error={query.error} fallback="Developers could not be loaded. Please try again." />;
  if (query.data.developers.length === 0) {
    return (
      <EmptyResults
        title="No developers found"
        hint="Try another name, skill or location."
        action={onClear ? { label: 'Clear search', onClick: onClear } : undefined}
      />
    );
  }
  return (
    <DeveloperGrid
      developers={query.data.developers}
      label="Developer results"
      headingLevel={2}
      className={cn(query.isPlaceholderData && 'opacity-60 transition-opacity')}
    />
  );
}

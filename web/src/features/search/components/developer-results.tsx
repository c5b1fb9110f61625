import { DeveloperCard, DeveloperCardSkeleton } from '@web/components/people/developer-card';
import { parseApiError } from '@web/lib/request';
import { cn } from '@web/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DeveloperResults as Results } from '../api/search-developers';
import { EmptyResults } from './empty-results';

const PLACEHOLDERS = 6;

export function DeveloperResults({ query, onClear }: { query: UseQueryResult<Results>; onClear: (() => void) | undefined }) {
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span role="status" className="sr-only">
          Loading developers
        </span>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => `placeholder-${index}`).map((key) => (
          <DeveloperCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl border border-border p-6 text-center text-sm text-muted-foreground">
        {parseApiError(query.error).message ?? 'Developers could not be loaded. Please try again.'}
      </p>
    );
  }
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
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', query.isPlaceholderData && 'opacity-60 transition-opacity')}>
      {query.data.developers.map((developer) => (
        <li key={developer.id}>
          <DeveloperCard developer={developer} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { SearchX } from 'lucide-react';

interface EmptyResultsProps {
  title: string;
  hint: string;
  action?: { label: string; onClick: () => void } | undefined;
}

/** No matches: what to try next, and a way to clear the search when there is one. */
export function EmptyResults({ title, hint, action }: EmptyResultsProps) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={hint}
      action={
        action ? (
          <Button variant="outline" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : undefined
      }
    />
  );
}

import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { parseApiError } from '@web/lib/request';
import { CircleAlert, FileQuestion } from 'lucide-react';
import { Link } from 'wouter';

/** A project page whose project did not load: a 404 is 'not found' (the page's heading), else a retry. */
export function ProjectLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (parseApiError(error).status === 404) {
    return (
      <EmptyState
        icon={FileQuestion}
        title="Project not found"
        headingLevel={1}
        description="It may have been deleted, or the link is mistyped."
        action={
          <Button asChild>
            <Link href="/">Discover projects</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={CircleAlert}
      title="The project could not be loaded"
      description="Check your connection and try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { useI18n } from '@web/lib/i18n';
import { parseApiError } from '@web/lib/request';
import { CircleAlert, FileQuestion } from 'lucide-react';
import { Link } from 'wouter';

/** A project page whose project did not load: a 404 is 'not found' (the page's heading), else a retry. */
export function ProjectLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  if (parseApiError(error).status === 404) {
    return (
      <EmptyState
        icon={FileQuestion}
        title={t('projectShared.notFound')}
        headingLevel={1}
        description={t('projectShared.notFoundText')}
        action={
          <Button asChild>
            <Link href="/">{t('projectShared.discover')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={CircleAlert}
      title={t('projectShared.loadFailed')}
      description={t('projectShared.loadFailedText')}
      action={<Button onClick={onRetry}>{t('projectShared.tryAgain')}</Button>}
    />
  );
}

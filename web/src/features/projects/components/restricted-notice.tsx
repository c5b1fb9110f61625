import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { useI18n } from '@web/lib/i18n';
import { Lock } from 'lucide-react';
import { Link } from 'wouter';

/**
 * Shown instead of a project form the server would refuse (suspended, banned or unverified
 * account reaching the page by its address): why, and the way back.
 */
export function RestrictedNotice({ title, reason }: { title: string; reason: string }) {
  const { t } = useI18n();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
      <EmptyState
        icon={Lock}
        title={title}
        headingLevel={1}
        description={reason}
        action={
          <Button asChild variant="outline">
            <Link href="/">{t('projectShared.backToDiscover')}</Link>
          </Button>
        }
      />
    </div>
  );
}

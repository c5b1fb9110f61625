import { Button } from '@web/components/ui/button';
import { ShieldOff } from 'lucide-react';
import { Link } from 'wouter';
import { useI18n } from '@web/lib/i18n';

/**
 * Decision 0040: a suspended or banned moderator or admin keeps the role but not its rights; the
 * panel says so rather than showing tools that would only answer 403.
 */
export function StaffRightsPaused() {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300">
        <ShieldOff aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t('admin.paused.title')}</h1>
      <p className="text-muted-foreground">{t('admin.paused.body')}</p>
      <Button asChild variant="outline">
        <Link href="/">{t('admin.denied.back')}</Link>
      </Button>
    </div>
  );
}

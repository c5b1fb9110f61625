import { cn } from '@web/lib/utils';
import { LoaderCircle } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

/** A spinner that screen readers announce as a status with the given label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useI18n();
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-muted-foreground', className)} />
      <span className="sr-only">{label ?? t('shell.loading')}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

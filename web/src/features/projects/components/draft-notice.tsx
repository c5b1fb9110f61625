import { useI18n } from '@web/lib/i18n';
import { EyeOff } from 'lucide-react';

/** Shown above an unpublished project, which only its owner can open. */
export function DraftNotice() {
  const { t } = useI18n();
  return (
    <p className="flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400">
      <EyeOff aria-hidden="true" className="size-4" />
      {t('project.draft')}
    </p>
  );
}

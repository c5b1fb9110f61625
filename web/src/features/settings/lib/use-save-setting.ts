import type { Settings } from '@common/settings';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { useUpdateSettings } from '../api/update-settings';
import { useI18n } from '@web/lib/i18n';

/** Saves one changed setting at once, with the spec's toasts (§8). */
export function useSaveSetting() {
  const update = useUpdateSettings();
  const { t } = useI18n();
  const save = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    update.mutate({ [key]: value } as Partial<Settings>, {
      onSuccess: () => toast({ title: t('settings.saved'), description: t('settings.savedText'), variant: 'success' }),
      onError: (error) => showRequestError(error, t('settings.saveFailed'), { serverMessage: false }),
    });
  return { save, isPending: update.isPending, saveQuietly: update.mutate, saveAsync: update.mutateAsync };
}

import type { Settings } from '@common/settings';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { useUpdateSettings } from '../api/update-settings';

/** Saves one changed setting at once, with the spec's toasts (§8). */
export function useSaveSetting() {
  const update = useUpdateSettings();
  const save = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    update.mutate({ [key]: value } as Partial<Settings>, {
      onSuccess: () => toast({ title: 'Settings Updated', description: 'Your preferences have been saved.', variant: 'success' }),
      onError: (error) => showRequestError(error, 'Failed to update settings. Please try again.', { serverMessage: false }),
    });
  return { save, isPending: update.isPending, saveQuietly: update.mutate };
}

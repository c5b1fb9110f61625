import type { Settings } from '@common/settings';
import { toast } from '@web/components/ui/use-toast';
import { useUpdateSettings } from '../api/update-settings';
import { failureToast } from './unauthorized';

/** Saves one changed setting at once, with the spec's toasts (§8). */
export function useSaveSetting() {
  const update = useUpdateSettings();
  const save = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    update.mutate({ [key]: value } as Partial<Settings>, {
      onSuccess: () => toast({ title: 'Settings Updated', description: 'Your preferences have been saved.', variant: 'success' }),
      onError: (error) => failureToast(error, 'Error', 'Failed to update settings. Please try again.'),
    });
  return { save, isPending: update.isPending, saveQuietly: update.mutate };
}

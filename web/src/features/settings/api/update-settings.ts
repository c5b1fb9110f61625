import type { Settings, UpdateSettingsInput } from '@common/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { SETTINGS_KEY } from './get-settings';

/** PUT /api/settings with only the fields that changed; answers the whole settings object. */
export function updateSettings(changes: UpdateSettingsInput): Promise<Settings> {
  return apiJson('PUT', '/api/settings', changes);
}

/** Shows the change at once and puts the old value back if the server refuses it. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const previous = queryClient.getQueryData<Settings>(SETTINGS_KEY);
      if (previous) queryClient.setQueryData<Settings>(SETTINGS_KEY, { ...previous, ...(changes as Partial<Settings>) });
      return { previous };
    },
    onError: (_error, _changes, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData(SETTINGS_KEY, snapshot.previous);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      // Privacy changes who appears in the directory.
      void queryClient.invalidateQueries({ queryKey: ['/api/users/search'] });
    },
  });
}

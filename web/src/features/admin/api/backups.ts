import type { BackupLink, BackupRun, BackupsState } from '@common/backups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** The Backups tab's calls (issue 17, decision 0027). */
const BACKUPS_KEY = ['/api/admin/backups'] as const;

/** Polled every second while a backup runs, so the progress bar moves; otherwise read once. */
export function useBackups(enabled = true) {
  return useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: () => apiJson<BackupsState>('GET', '/api/admin/backups'),
    enabled,
    refetchInterval: (query) => (query.state.data?.running ? 1000 : false),
  });
}

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<BackupRun>('POST', '/api/admin/backups'),
    onSuccess: (running) => {
      queryClient.setQueryData<BackupsState>(BACKUPS_KEY, (state) => (state ? { ...state, running, lastError: null } : state));
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY });
    },
  });
}

/** A link valid for five minutes, for this admin only: asked for at the click, followed at once. */
export function useBackupLink() {
  return useMutation({ mutationFn: (name: string) => apiJson<BackupLink>('POST', `/api/admin/backups/${encodeURIComponent(name)}/link`) });
}

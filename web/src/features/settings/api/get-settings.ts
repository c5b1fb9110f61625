import type { Settings } from '@common/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const SETTINGS_KEY = ['/api/settings'] as const;

/** GET /api/settings: the signed-in person's settings (the spec's defaults when never saved). */
export function getSettings(): Promise<Settings> {
  return apiJson('GET', '/api/settings');
}

export const settingsQueryOptions = queryOptions({ queryKey: SETTINGS_KEY, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

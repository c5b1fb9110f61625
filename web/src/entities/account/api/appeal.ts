import type { Appeal, CreateAppealInput, MyAppeal } from '@common/appeals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** The sanction in force on the signed-in account and its appeal (decision 0023). */
export const MY_APPEAL_KEY = ['/api/appeals/mine'] as const;

export const myAppealQueryOptions = queryOptions({
  queryKey: MY_APPEAL_KEY,
  queryFn: () => apiJson<MyAppeal>('GET', '/api/appeals/mine'),
  refetchOnWindowFocus: true,
});

export function useMyAppeal(enabled: boolean) {
  return useQuery({ ...myAppealQueryOptions, enabled });
}

export function useFileAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAppealInput) => apiJson<Appeal>('POST', '/api/appeals', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPEAL_KEY }),
  });
}

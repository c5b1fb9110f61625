import type { ProviderCallbackAnswer } from '@common/sign-in';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** POST /api/auth/providers/:id/callback: hands the provider's answer (the page's query) to the server. */
export function finishProviderSignIn(id: string, query: string): Promise<ProviderCallbackAnswer> {
  return apiJson('POST', `/api/auth/providers/${encodeURIComponent(id)}/callback`, { query });
}

export function useFinishProviderSignIn() {
  return useMutation({ mutationFn: ({ id, query }: { id: string; query: string }) => finishProviderSignIn(id, query) });
}

import type { CurrentUser, LoginInput } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export function login(input: LoginInput): Promise<CurrentUser> {
  return apiJson('POST', '/api/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

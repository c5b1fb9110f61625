import type { RegisterInput } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export function register(input: RegisterInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/register', {
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    confirmPassword: input.confirmPassword,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

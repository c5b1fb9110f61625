import type { CurrentUser, LoginInput } from '@common/auth';
import type { SecondFactorRequired } from '@common/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** The user, or (decision 0025) the second step an account with two-factor sign-in needs. */
export type LoginAnswer = CurrentUser | SecondFactorRequired;

export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiJson('POST', '/api/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function needsSecondStep(answer: LoginAnswer): answer is SecondFactorRequired {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}

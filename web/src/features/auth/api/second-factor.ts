import type { CurrentUser } from '@common/auth';
import type { SecondStepInput } from '@common/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** POST /api/auth/login/second-factor: a code, a recovery code or a passkey's answer; opens the session. */
export function completeSecondStep(input: SecondStepInput): Promise<CurrentUser> {
  return apiJson('POST', '/api/auth/login/second-factor', input);
}

export function useCompleteSecondStep() {
  return useMutation({ mutationFn: completeSecondStep });
}

import type { CurrentUser } from '@common/auth';
import type { UpdateProfileInput } from '@common/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { developerKey } from '@web/entities/developer/api/get-developer';
import { CURRENT_USER_KEY } from '@web/entities/account/api/current-user';
import { apiJson } from '@web/lib/request';

/** PUT /api/users/profile: answers the whole account as GET /api/auth/user does. */
export function updateProfile(input: UpdateProfileInput): Promise<CurrentUser> {
  return apiJson('PUT', '/api/users/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      // Spec §7: the current user is fetched again afterwards; the public views of it go stale.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: developerKey(user.id) }),
        queryClient.invalidateQueries({ queryKey: ['/api/users/search'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/users/stats'] }),
      ]);
    },
  });
}

import type { AvatarResponse } from '@common/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { CURRENT_USER_KEY } from '@web/entities/account/api/current-user';
import { apiJson } from '@web/lib/request';

/**
 * POST /api/upload-avatar, multipart fields file and type=avatar; errors come as { message }.
 * Shared by the own profile and the Showcase card.
 */
export function uploadAvatar(file: File): Promise<AvatarResponse> {
  const form = new FormData();
  form.append('type', 'avatar');
  form.append('file', file);
  return apiJson('POST', '/api/upload-avatar', form);
}

/**
 * The original cleared every cache and reloaded the page; refetching what shows the avatar (the
 * account, people and their projects) does the same without the reload.
 */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      void invalidateProjectData(queryClient);
    },
  });
}

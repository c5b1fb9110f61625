import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@web/lib/auth';
import { apiJson } from '@web/lib/request';

export interface AvatarUploaded {
  profileImageUrl: string;
  message: string;
}

/** POST /api/upload-avatar, multipart fields file and type=avatar; errors come as { message }. */
export function uploadAvatar(file: File): Promise<AvatarUploaded> {
  const form = new FormData();
  form.append('type', 'avatar');
  form.append('file', file);
  return apiJson('POST', '/api/upload-avatar', form);
}

/**
 * The original cleared every cache and reloaded the page; refetching what shows the avatar
 * (the account, and every view of people and their projects) does the same without the reload.
 */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      await queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/users'),
      });
    },
  });
}

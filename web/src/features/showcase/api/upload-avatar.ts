import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/components/projects/project-queries';
import { CURRENT_USER_KEY } from '@web/lib/auth';
import { apiJson } from '@web/lib/request';

export interface AvatarUploaded {
  profileImageUrl: string;
  message: string;
}

/** POST /api/upload-avatar: multipart `file` and type=avatar. */
export function uploadAvatar(file: File): Promise<AvatarUploaded> {
  const form = new FormData();
  form.append('type', 'avatar');
  form.append('file', file);
  return apiJson('POST', '/api/upload-avatar', form);
}

/** Instead of the original's cache wipe and reload: refetch everything that shows the avatar. */
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

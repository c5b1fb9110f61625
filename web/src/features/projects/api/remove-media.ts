import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';

export interface RemoveMediaInput {
  projectId: string;
  mediaId: string;
}

/** DELETE /api/projects/:id/media/:mediaId (owner); the files go too. */
export function removeMedia({ projectId, mediaId }: RemoveMediaInput): Promise<{ message: string }> {
  return apiJson('DELETE', `/api/projects/${encodeURIComponent(projectId)}/media/${encodeURIComponent(mediaId)}`);
}

export function useRemoveMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMedia,
    onSuccess: () => {
      void invalidateProjectData(queryClient);
    },
  });
}

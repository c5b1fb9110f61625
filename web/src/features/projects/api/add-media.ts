import type { MEDIA_TYPES, ProjectMedia } from '@common/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';

export interface AddMediaInput {
  projectId: string;
  type: (typeof MEDIA_TYPES)[number];
  /** The address POST /api/upload answered. */
  url: string;
  order: number;
}

/** POST /api/projects/:id/media {type, url, order} (owner). */
export function addMedia({ projectId, ...body }: AddMediaInput): Promise<ProjectMedia> {
  return apiJson('POST', `/api/projects/${encodeURIComponent(projectId)}/media`, body);
}

export function useAddMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMedia,
    onSuccess: () => {
      void invalidateProjectData(queryClient);
    },
  });
}

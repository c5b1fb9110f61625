import type { ProjectDetail } from '@common/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';

export interface SetPreviewInput {
  projectId: string;
  previewMediaId: string;
}

/** PATCH /api/projects/:id/preview {previewMediaId} (owner). */
export function setPreview({ projectId, previewMediaId }: SetPreviewInput): Promise<{ id: string; previewMediaId: string | null }> {
  return apiJson('PATCH', `/api/projects/${encodeURIComponent(projectId)}/preview`, { previewMediaId });
}

export function useSetPreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPreview,
    onSuccess: (result) => {
      queryClient.setQueriesData<ProjectDetail>({ queryKey: ['/api/projects/slug'] }, (project) =>
        project?.id === result.id ? { ...project, previewMediaId: result.previewMediaId } : project,
      );
      void invalidateProjectData(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetProject } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';

/**
 * DELETE /api/projects/:id (owner). Shared: the project page, the owner's card menu on Discover
 * and the Showcase all delete the same way (features cannot import each other).
 */
export function deleteProject(id: string): Promise<{ message: string }> {
  return apiJson('DELETE', `/api/projects/${encodeURIComponent(id)}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_result, id) => {
      void forgetProject(queryClient, id);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetProject } from '@web/components/projects/project-queries';
import { apiJson } from '@web/lib/request';

/** DELETE /api/projects/:id (owner). */
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

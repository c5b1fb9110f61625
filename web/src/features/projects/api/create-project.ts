import type { CreatedProject, CreateProjectInput } from '@common/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';

/** POST /api/projects → {id, slug}. */
export function createProject(input: CreateProjectInput): Promise<CreatedProject> {
  return apiJson('POST', '/api/projects', input);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => {
      void invalidateProjectData(queryClient);
    },
  });
}

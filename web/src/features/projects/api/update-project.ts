import type { ProjectDetail, UpdateProjectInput } from '@common/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';
import { projectKey } from './get-project';

export interface UpdateProjectVariables {
  id: string;
  input: UpdateProjectInput;
}

/** PUT /api/projects/:id: answers the project as saved. */
export function updateProject({ id, input }: UpdateProjectVariables): Promise<ProjectDetail> {
  return apiJson('PUT', `/api/projects/${encodeURIComponent(id)}`, input);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKey(project.id), project);
      void invalidateProjectData(queryClient);
    },
  });
}

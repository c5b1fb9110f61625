import type { LikeToggle, ProjectDetail } from '@common/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';
import { likedKey } from './get-liked';

/** POST /api/projects/:id/like: toggles, answers the new state and the exact count. */
export function toggleLike(projectId: string): Promise<LikeToggle> {
  return apiJson('POST', `/api/projects/${encodeURIComponent(projectId)}/like`);
}

export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: (result, projectId) => {
      queryClient.setQueryData(likedKey(projectId), { liked: result.liked });
      // The page shows the server's count at once; lists and stats refresh behind it.
      queryClient.setQueriesData<ProjectDetail>({ queryKey: ['/api/projects/slug'] }, (project) =>
        project?.id === projectId
          ? { ...project, likesCount: result.likesCount, _count: { ...project._count, likes: result.likesCount } }
          : project,
      );
      void invalidateProjectData(queryClient);
    },
  });
}


import type { ProjectComment } from '@common/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';
import { commentsKey } from './get-comments';

export interface AddCommentInput {
  projectId: string;
  content: string;
}

/** POST /api/projects/:id/comments {content}. */
export function addComment({ projectId, content }: AddCommentInput): Promise<ProjectComment> {
  return apiJson('POST', `/api/projects/${encodeURIComponent(projectId)}/comments`, { content });
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: (comment, { projectId }) => {
      queryClient.setQueryData<ProjectComment[]>(commentsKey(projectId), (list) => (list ? [...list, comment] : [comment]));
      void invalidateProjectData(queryClient);
    },
  });
}

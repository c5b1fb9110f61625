import type {
  Collection,
  CreateCollectionInput,
  CreatedCollection,
  MyCollection,
  MyCollections,
  SaveResult,
  UpdateCollectionInput,
} from '@common/collections';
import type { ProjectDetail } from '@common/projects';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectData } from '@web/entities/project/api/project-queries';
import { apiJson } from '@web/lib/request';
import { COLLECTIONS_KEY, myCollectionsQueryOptions } from './collection-queries';

const id = encodeURIComponent;

/** The project page shows the server's count of savers at once. */
function showSavesCount(queryClient: QueryClient, projectId: string, savesCount: number) {
  queryClient.setQueriesData<ProjectDetail>({ queryKey: ['/api/projects/slug'] }, (project) =>
    project?.id === projectId ? { ...project, savesCount } : project,
  );
}

/** Every collection read (lists, pages, the dialog's) and the project reads that show counts. */
function refreshCollections(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [COLLECTIONS_KEY] });
  void invalidateProjectData(queryClient);
}

interface ToggleSave {
  collection: MyCollection;
  save: boolean;
}

/**
 * PUT or DELETE /api/collections/:id/items/:projectId, optimistic: the dialog's check moves at once
 * and goes back if the call fails.
 */
export function useToggleSave(projectId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = myCollectionsQueryOptions(projectId);
  return useMutation({
    mutationFn: ({ collection, save }: ToggleSave) =>
      apiJson<SaveResult>(save ? 'PUT' : 'DELETE', `/api/collections/${id(collection.id)}/items/${id(projectId)}`),
    onMutate: async ({ collection, save }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<MyCollections>(queryKey);
      queryClient.setQueryData<MyCollections>(queryKey, (data) =>
        data
          ? {
              collections: data.collections.map((entry) =>
                entry.id === collection.id ? { ...entry, hasProject: save, itemCount: Math.max(0, entry.itemCount + (save ? 1 : -1)) } : entry,
              ),
            }
          : data,
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (result) => showSavesCount(queryClient, projectId, result.savesCount),
    onSettled: () => refreshCollections(queryClient),
  });
}

/** POST /api/collections; with a projectId the new collection starts with it saved. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCollectionInput) => apiJson<CreatedCollection>('POST', '/api/collections', input),
    onSuccess: (created, input) => {
      if (input.projectId && created.savesCount !== null) showSavesCount(queryClient, input.projectId, created.savesCount);
      refreshCollections(queryClient);
    },
  });
}

export function useUpdateCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCollectionInput) => apiJson<Collection>('PATCH', `/api/collections/${id(collectionId)}`, input),
    onSuccess: (updated) => {
      queryClient.setQueryData([COLLECTIONS_KEY, collectionId], updated);
      refreshCollections(queryClient);
    },
  });
}

export function useDeleteCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('DELETE', `/api/collections/${id(collectionId)}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [COLLECTIONS_KEY, collectionId] });
      refreshCollections(queryClient);
    },
  });
}

/** Removes one project from a collection (its page's owner control). */
export function useRemoveFromCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => apiJson<SaveResult>('DELETE', `/api/collections/${id(collectionId)}/items/${id(projectId)}`),
    onSettled: () => refreshCollections(queryClient),
  });
}

import type { Collection, MyCollections } from '@common/collections';
import { COLLECTION_PAGE_SIZE } from '@common/collections-constants';
import type { ProjectListItem } from '@common/projects';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiJson, apiRequest, totalCount } from '@web/lib/request';

/** Collection reads are keyed by their URL, like project reads (entities/project/api/project-queries.ts). */
export const COLLECTIONS_KEY = '/api/collections';
const id = encodeURIComponent;

/** GET /api/collections/mine?projectId=: my lists for the save dialog, each saying whether it holds the project. */
export function myCollectionsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [COLLECTIONS_KEY, 'mine', projectId] as const,
    queryFn: () => apiJson<MyCollections>('GET', `/api/collections/mine?projectId=${id(projectId)}`),
  });
}

export function useMyCollections(projectId: string, enabled = true) {
  return useQuery({ ...myCollectionsQueryOptions(projectId), enabled });
}

export function collectionQueryOptions(collectionId: string) {
  return queryOptions({
    queryKey: [COLLECTIONS_KEY, collectionId] as const,
    queryFn: () => apiJson<Collection>('GET', `/api/collections/${id(collectionId)}`),
  });
}

export function useCollection(collectionId: string) {
  return useQuery(collectionQueryOptions(collectionId));
}

export interface CollectionProjectsPage {
  projects: ProjectListItem[];
  total: number;
}

/** GET /api/collections/:id/projects, a page of 12 at a time (Load More, as on Discover). */
export function collectionProjectsQueryOptions(collectionId: string) {
  return infiniteQueryOptions({
    queryKey: [COLLECTIONS_KEY, collectionId, 'projects'] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<CollectionProjectsPage> => {
      const response = await apiRequest('GET', `/api/collections/${id(collectionId)}/projects?limit=${COLLECTION_PAGE_SIZE}&offset=${pageParam}`);
      const projects = (await response.json()) as ProjectListItem[];
      return { projects, total: totalCount(response, projects.length) };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.projects.length, 0);
      return loaded < last.total && last.projects.length > 0 ? loaded : undefined;
    },
  });
}

export function useCollectionProjects(collectionId: string, enabled = true) {
  return useInfiniteQuery({ ...collectionProjectsQueryOptions(collectionId), enabled });
}

/** GET /api/users/:id/collections: the public ones, and all of one's own. */
export function userCollectionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['/api/users', userId, 'collections'] as const,
    queryFn: () => apiJson<Collection[]>('GET', `/api/users/${id(userId)}/collections`),
  });
}

export function useUserCollections(userId: string | undefined) {
  return useQuery({ ...userCollectionsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

import type { Collection } from '@common/collections';
import type { PageHead } from '@common/page-head';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { isRestricted } from '@web/entities/account/lib/content-restriction-kind';
import { useCollection, useCollectionProjects } from '@web/entities/collection/api/collection-queries';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { ProjectGrid, ProjectGridSkeleton } from '@web/entities/project/components/project-grid';
import { lazyPart, ShowPart } from '@web/lib/lazy-part';
import { usePageHead } from '@web/lib/page-head';
import { parseApiError } from '@web/lib/request';
import { shortDescription } from '@web/lib/short-description';
import { useSite } from '@web/lib/site';
import { Bookmark, FolderSearch, Lock } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useParams } from 'wouter';

// Only the owner sees the controls (rename, privacy, delete, remove an item): a chunk of their own.
const ownerControls = lazyPart(
  () => import('../components/collection-owner-controls').then((module) => module.CollectionOwnerControls),
  'src/features/collections/components/collection-owner-controls.tsx',
);
const removeButton = lazyPart(
  () => import('../components/remove-from-collection-button').then((module) => module.RemoveFromCollectionButton),
  'src/features/collections/components/remove-from-collection-button.tsx',
);

function collectionHead(collection: Collection | undefined, notFound: boolean, siteName: string): PageHead {
  if (!collection) return notFound ? { title: 'Collection not found', statusCode: 404, noindex: true } : { title: 'Collection' };
  const owner = personName(collection.owner);
  return {
    title: `${collection.name} · ${owner}`,
    description: shortDescription(collection.description ?? `${collection.name}: ${collection.itemCount} projects collected by ${owner} on ${siteName}.`),
    canonicalPath: `/collections/${encodeURIComponent(collection.id)}`,
    noindex: collection.isPrivate,
  };
}

function NotFound() {
  return (
    <EmptyState
      icon={FolderSearch}
      title="Collection not found"
      headingLevel={1}
      description="This collection does not exist, is private, or is no longer available."
      action={
        <Button asChild variant="outline">
          <Link href="/">Discover projects</Link>
        </Button>
      }
    />
  );
}

function HeaderSkeleton() {
  return (
    <div role="status" aria-label="Loading collection" className="flex flex-col gap-3">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-40" />
    </div>
  );
}

/** /collections/:id (issue 16): a collection's projects in Discover's grid; its owner manages it here. */
export function CollectionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useCurrentUser();
  const query = useCollection(id);
  const collection = query.data;
  const projects = useCollectionProjects(id, Boolean(collection));
  const notFound = query.isError && [400, 404].includes(parseApiError(query.error).status ?? 0);
  const isOwner = Boolean(user && collection && user.id === collection.owner.id);
  const mayManage = isOwner && !isRestricted(user);
  usePageHead(collectionHead(collection, notFound, useSite().name));
  const items = projects.data?.pages.flatMap((page) => page.projects) ?? [];
  const total = projects.data?.pages[0]?.total ?? collection?.itemCount ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      {query.isPending ? (
        <HeaderSkeleton />
      ) : notFound ? (
        <NotFound />
      ) : !collection ? (
        <LoadError error={query.error} fallback="This collection could not be loaded. Please try again." />
      ) : (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-col gap-2">
              <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
                <Bookmark aria-hidden="true" className="size-4" />
                Collection
                {collection.isPrivate ? (
                  <Badge variant="outline" className="ml-1 gap-1">
                    <Lock aria-hidden="true" className="size-3" />
                    Private
                  </Badge>
                ) : null}
              </p>
              <h1 className="text-3xl font-semibold tracking-tight text-balance wrap-anywhere">{collection.name}</h1>
              {collection.description ? <p className="max-w-2xl text-muted-foreground wrap-anywhere whitespace-pre-line">{collection.description}</p> : null}
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Link href={`/developers/${encodeURIComponent(collection.owner.id)}`} className="flex items-center gap-2 hover:text-foreground hover:underline">
                  <DeveloperAvatar person={collection.owner} className="size-6" fallbackClassName="text-[10px]" />
                  {personName(collection.owner)}
                </Link>
                <span aria-hidden="true">·</span>
                <span data-testid="collection-count">
                  {total} {total === 1 ? 'project' : 'projects'}
                </span>
              </p>
            </div>
            {mayManage ? (
              <Suspense fallback={null}>
                <ShowPart part={ownerControls} collection={collection} />
              </Suspense>
            ) : null}
          </header>

          {projects.isPending ? (
            <ProjectGridSkeleton />
          ) : projects.isError ? (
            <LoadError error={projects.error} fallback="Projects could not be loaded. Please try again." />
          ) : items.length === 0 ? (
            <EmptyState
              icon={Bookmark}
              title="Nothing saved here yet"
              description={isOwner ? 'Use Save on a project page or card to add it to this collection.' : 'Projects saved here will show up in this list.'}
              action={
                <Button asChild>
                  <Link href="/">Discover projects</Link>
                </Button>
              }
            />
          ) : (
            <>
              <ProjectGrid
                projects={items}
                label={collection.name}
                headingLevel={2}
                renderMenu={
                  mayManage
                    ? (project) => (
                        <Suspense fallback={null}>
                          <ShowPart part={removeButton} collectionId={collection.id} project={project} />
                        </Suspense>
                      )
                    : undefined
                }
              />
              {projects.hasNextPage ? (
                <div className="flex justify-center">
                  <Button variant="outline" onClick={() => projects.fetchNextPage()} disabled={projects.isFetchingNextPage}>
                    {projects.isFetchingNextPage ? 'Loading...' : 'Load More'}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
    </div>
  );
}

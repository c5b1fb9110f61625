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
import { useCollectionName } from '@web/entities/collection/lib/collection-name';
import { type Translator, useI18n } from '@web/lib/i18n';
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

interface HeadContext {
  t: Translator['t'];
  /** The collection's name as shown (the default list's in the reader's language). */
  name: string;
  siteName: string;
}

function collectionHead(collection: Collection | undefined, notFound: boolean, { t, name, siteName }: HeadContext): PageHead {
  if (!collection) return notFound ? { title: t('collections.notFound'), statusCode: 404, noindex: true } : { title: t('collections.label') };
  const owner = personName(collection.owner);
  return {
    title: `${name} · ${owner}`,
    description: shortDescription(
      collection.description ?? t('collections.headDescription', { name, count: collection.itemCount, owner, site: siteName }),
    ),
    canonicalPath: `/collections/${encodeURIComponent(collection.id)}`,
    noindex: collection.isPrivate,
  };
}

function NotFound() {
  const { t } = useI18n();
  return (
    <EmptyState
      icon={FolderSearch}
      title={t('collections.notFound')}
      headingLevel={1}
      description={t('collections.notFoundText')}
      action={
        <Button asChild variant="outline">
          <Link href="/">{t('collections.discover')}</Link>
        </Button>
      }
    />
  );
}

function HeaderSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('collections.loadingOne')} className="flex flex-col gap-3">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-40" />
    </div>
  );
}

/** /collections/:id (issue 16): a collection's projects in Discover's grid; its owner manages it here. */
export function CollectionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useCurrentUser();
  const { t } = useI18n();
  const nameOf = useCollectionName();
  const siteName = useSite().name;
  const query = useCollection(id);
  const collection = query.data;
  const projects = useCollectionProjects(id, Boolean(collection));
  const notFound = query.isError && [400, 404].includes(parseApiError(query.error).status ?? 0);
  const isOwner = Boolean(user && collection && user.id === collection.owner.id);
  const mayManage = isOwner && !isRestricted(user);
  const name = collection ? nameOf(collection) : '';
  usePageHead(collectionHead(collection, notFound, { t, name, siteName }));
  const items = projects.data?.pages.flatMap((page) => page.projects) ?? [];
  const total = projects.data?.pages[0]?.total ?? collection?.itemCount ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      {query.isPending ? (
        <HeaderSkeleton />
      ) : notFound ? (
        <NotFound />
      ) : !collection ? (
        <LoadError error={query.error} fallback={t('collections.loadOneFailed')} />
      ) : (
        <>
          <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-col gap-2">
              <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
                <Bookmark aria-hidden="true" className="size-4" />
                {t('collections.label')}
                {collection.isPrivate ? (
                  <Badge variant="outline" className="ms-1 gap-1">
                    <Lock aria-hidden="true" className="size-3" />
                    {t('collections.private')}
                  </Badge>
                ) : null}
              </p>
              <h1 className="text-3xl font-semibold tracking-tight text-balance wrap-anywhere">{name}</h1>
              {collection.description ? <p className="max-w-2xl text-muted-foreground wrap-anywhere whitespace-pre-line">{collection.description}</p> : null}
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Link href={`/developers/${encodeURIComponent(collection.owner.id)}`} className="flex items-center gap-2 hover:text-foreground hover:underline">
                  <DeveloperAvatar person={collection.owner} className="size-6" fallbackClassName="text-[10px]" />
                  {personName(collection.owner)}
                </Link>
                <span aria-hidden="true">·</span>
                <span data-testid="collection-count">
                  {t('collections.projectCount', { count: total })}
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
            <LoadError error={projects.error} fallback={t('collections.projectsFailed')} />
          ) : items.length === 0 ? (
            <EmptyState
              icon={Bookmark}
              title={t('collections.emptyItems')}
              description={t(isOwner ? 'collections.emptyItemsOwner' : 'collections.emptyItemsOther')}
              action={
                <Button asChild>
                  <Link href="/">{t('collections.discover')}</Link>
                </Button>
              }
            />
          ) : (
            <>
              <ProjectGrid
                projects={items}
                label={name}
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
                    {t(projects.isFetchingNextPage ? 'collections.loadingMore' : 'collections.loadMore')}
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

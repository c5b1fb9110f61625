import type { Collection } from '@common/collections';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { Bookmark, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { useUserCollections } from '../api/collection-queries';
import { useCollectionName } from '../lib/collection-name';

function CollectionTile({ collection }: { collection: Collection }) {
  const { t } = useI18n();
  const nameOf = useCollectionName();
  return (
    <li className="min-w-0">
      <Link
        href={`/collections/${encodeURIComponent(collection.id)}`}
        className="flex h-full flex-col gap-1.5 rounded-xl border border-border bg-card p-4 transition-colors hover:border-ring/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex min-w-0 items-center gap-2">
          <Bookmark aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate font-semibold">{nameOf(collection)}</span>
          {collection.isPrivate ? (
            <Badge variant="outline" className="ms-auto shrink-0 gap-1">
              <Lock aria-hidden="true" className="size-3" />
              {t('collections.private')}
            </Badge>
          ) : null}
        </span>
        {collection.description ? <span className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{collection.description}</span> : null}
        <span className="mt-auto text-xs text-muted-foreground">
          {t('collections.projectCount', { count: collection.itemCount })}
        </span>
      </Link>
    </li>
  );
}

/**
 * A profile's "Collections" (issue 16): the person's public collections, or all of one's own, each
 * linking to its page.
 */
export function CollectionsSection({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const { t, number } = useI18n();
  const query = useUserCollections(userId);
  return (
    <section id="collections" aria-labelledby="collections-heading" className="flex scroll-mt-20 flex-col gap-4">
      <h2 id="collections-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        {t('collections.heading')}
        {query.data ? (
          <Badge variant="outline" className="text-sm">
            {number(query.data.length)}
            <span className="sr-only"> {t('collections.countUnit', { count: query.data.length })}</span>
          </Badge>
        ) : null}
      </h2>
      {query.isPending ? (
        <div role="status" aria-label={t('collections.loading')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError error={query.error} fallback={t('collections.loadFailed')} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title={t('collections.empty')}
          headingLevel={3}
          description={t(isOwner ? 'collections.emptyOwner' : 'collections.emptyOther')}
        />
      ) : (
        <ul aria-label={t('collections.heading')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {query.data.map((collection) => (
            <CollectionTile key={collection.id} collection={collection} />
          ))}
        </ul>
      )}
    </section>
  );
}

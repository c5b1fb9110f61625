import type { Collection } from '@common/collections';
import { Badge } from '@web/components/ui/badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { Bookmark, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { useUserCollections } from '../api/collection-queries';

function CollectionTile({ collection }: { collection: Collection }) {
  return (
    <li className="min-w-0">
      <Link
        href={`/collections/${encodeURIComponent(collection.id)}`}
        className="flex h-full flex-col gap-1.5 rounded-xl border border-border bg-card p-4 transition-colors hover:border-ring/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex min-w-0 items-center gap-2">
          <Bookmark aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate font-semibold">{collection.name}</span>
          {collection.isPrivate ? (
            <Badge variant="outline" className="ml-auto shrink-0 gap-1">
              <Lock aria-hidden="true" className="size-3" />
              Private
            </Badge>
          ) : null}
        </span>
        {collection.description ? <span className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{collection.description}</span> : null}
        <span className="mt-auto text-xs text-muted-foreground">
          {collection.itemCount} {collection.itemCount === 1 ? 'project' : 'projects'}
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
  const query = useUserCollections(userId);
  return (
    <section id="collections" aria-labelledby="collections-heading" className="flex scroll-mt-20 flex-col gap-4">
      <h2 id="collections-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        Collections
        {query.data ? (
          <Badge variant="outline" className="text-sm">
            {query.data.length}
            <span className="sr-only"> {query.data.length === 1 ? 'collection' : 'collections'}</span>
          </Badge>
        ) : null}
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading collections" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError error={query.error} fallback="Collections could not be loaded. Please try again." />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="No collections yet"
          headingLevel={3}
          description={isOwner ? 'Use Save on any project to keep it in a collection.' : 'No public collections to show.'}
        />
      ) : (
        <ul aria-label="Collections" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {query.data.map((collection) => (
            <CollectionTile key={collection.id} collection={collection} />
          ))}
        </ul>
      )}
    </section>
  );
}

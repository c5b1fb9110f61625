import { LANDING_FEATURED_DEVELOPERS } from '@common/projects';
import { DeveloperCard, DeveloperCardSkeleton } from '@web/components/people/developer-card';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useFeaturedDevelopers } from '../api/get-featured-developers';

/** Four developers, each card a link to their page. Hidden when there is nobody to show. */
export function FeaturedDevelopers() {
  const developers = useFeaturedDevelopers();
  if (!developers.isPending && !developers.data?.length) return null;
  return (
    <section aria-labelledby="featured-developers-title" className="flex flex-col gap-6">
      <div className="flex items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h2 id="featured-developers-title" className="text-2xl font-semibold tracking-tight">
            Featured Developers
          </h2>
          <p className="text-muted-foreground">The people behind the projects.</p>
        </div>
        <Link href="/developers" className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-link hover:underline">
          All developers
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {developers.isPending ? (
        <div role="status" aria-label="Loading developers" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: LANDING_FEATURED_DEVELOPERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <DeveloperCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <ul aria-label="Featured developers list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {developers.data?.slice(0, LANDING_FEATURED_DEVELOPERS).map((developer) => (
            <li key={developer.id}>
              <DeveloperCard developer={developer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

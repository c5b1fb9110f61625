import { DeveloperGrid, DeveloperGridSkeleton } from '@web/entities/developer/components/developer-grid';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { SearchInput } from '@web/components/ui/search-input';
import { useDeveloperSearch } from '@web/entities/developer/api/search-developers';
import { usePageHead } from '@web/lib/page-head';
import { useSearchBox } from '@web/lib/use-search-box';
import { cn } from '@web/lib/utils';
import { FolderGit2, Sparkles, UserRoundSearch, Users } from 'lucide-react';
import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDirectoryStats } from '../api/get-directory-stats';
import { PopularSkills } from '../components/popular-skills';
import { StatCard } from '../components/stat-card';

/** Spec §7: the directory asks for 50. */
const DIRECTORY_LIMIT = 50;

/** /developers: search, stat cards, popular skills and the grid of developers (spec §2). */
export function DevelopersPage() {
  const [, navigate] = useLocation();
  const urlQuery = new URLSearchParams(useSearch()).get('q') ?? '';
  usePageHead(
    urlQuery.trim()
      ? { title: `Developers: ${urlQuery.trim()}`, noindex: true }
      : {
          title: 'Developers',
          description: 'Meet the developers on Shipyard: search by name, skill or place, and see what each of them ships.',
          canonicalPath: '/developers',
        },
  );
  const { text, setText, search: query } = useSearchBox(urlQuery, (search) =>
    navigate(search ? `/developers?q=${encodeURIComponent(search)}` : '/developers', { replace: true }),
  );

  const stats = useDirectoryStats();
  const results = useDeveloperSearch(query, DIRECTORY_LIMIT);
  const onSubmit = (event: FormEvent) => event.preventDefault();
  const developers = results.data?.developers ?? [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight">Developers</h1>
        <p className="mt-2 text-muted-foreground">Find people to follow, learn from and build with.</p>
      </div>

      <search className="max-w-xl">
        <form onSubmit={onSubmit}>
          <label htmlFor="developer-search" className="sr-only">
            Search developers
          </label>
          <SearchInput
            id="developer-search"
            placeholder="Search by name, skill, title or location…"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </search>

      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        <StatCard icon={Users} label="Active Developers" value={stats.data?.activeDevelopers} loading={stats.isPending} />
        <StatCard icon={FolderGit2} label="Total Projects" value={stats.data?.totalProjects} loading={stats.isPending} />
        <StatCard icon={Sparkles} label="Unique Skills" value={stats.data?.uniqueSkills} loading={stats.isPending} />
      </div>

      <PopularSkills skills={stats.data?.popularSkills} loading={stats.isPending} active={text} onPick={setText} />

      <section aria-labelledby="developers-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="developers-heading" className="text-xl font-semibold tracking-tight">
            {query ? `Results for “${query}”` : 'All Developers'}
          </h2>
          {results.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="developer-total">
              {results.data.total === 1 ? '1 developer' : `${results.data.total.toLocaleString()} developers`}
            </p>
          ) : null}
        </div>
        {results.isPending ? (
          <DeveloperGridSkeleton />
        ) : results.isError ? (
          <LoadError error={results.error} fallback="Developers could not be loaded. Please try again." />
        ) : developers.length === 0 ? (
          <EmptyState
            icon={UserRoundSearch}
            title="No developers found"
            headingLevel={3}
            description={query ? 'Try another name or skill, or pick one of the popular skills above.' : 'Nobody has joined yet: be the first!'}
            action={
              query ? (
                <Button variant="outline" onClick={() => setText('')}>
                  Clear search
                </Button>
              ) : undefined
            }
          />
        ) : (
          <DeveloperGrid developers={developers} className={cn(results.isPlaceholderData && 'opacity-60 transition-opacity')} />
        )}
      </section>
    </div>
  );
}

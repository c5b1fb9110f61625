import { DeveloperCard, DeveloperCardSkeleton } from '@web/components/people/developer-card';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { parseApiError } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FolderGit2, Search, Sparkles, UserRoundSearch, Users } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useDirectoryStats } from '../api/get-directory-stats';
import { useDeveloperSearch } from '../api/search-developers';
import { PopularSkills } from '../components/popular-skills';
import { StatCard } from '../components/stat-card';
import { useDebouncedValue } from '../lib/use-debounced-value';

const PLACEHOLDERS = 6;

/** /developers: search, stat cards, popular skills and the grid of developers (spec §2). */
export function DevelopersPage() {
  useDocumentTitle('Developers');
  const [, navigate] = useLocation();
  const urlQuery = new URLSearchParams(useSearch()).get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const query = useDebouncedValue(text.trim(), 300);

  // The search is part of the address (shareable, survives a reload) without piling up history;
  // an address changed from outside (back/forward, a link) updates the box.
  const written = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);
  useEffect(() => {
    if (query === written.current.trim()) return;
    written.current = query;
    navigate(query ? `/developers?q=${encodeURIComponent(query)}` : '/developers', { replace: true });
  }, [query, navigate]);

  const stats = useDirectoryStats();
  const results = useDeveloperSearch(query);
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
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="developer-search"
              type="search"
              placeholder="Search by name, skill, title or location…"
              className="pl-9"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
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
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span role="status" className="sr-only">
              Loading developers
            </span>
            {Array.from({ length: PLACEHOLDERS }, (_, index) => `placeholder-${index}`).map((key) => (
              <DeveloperCardSkeleton key={key} />
            ))}
          </div>
        ) : results.isError ? (
          <p role="alert" className="rounded-xl border border-border p-6 text-center text-sm text-muted-foreground">
            {parseApiError(results.error).message ?? 'Developers could not be loaded. Please try again.'}
          </p>
        ) : developers.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <UserRoundSearch aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">No developers found</h3>
            <p className="max-w-sm text-sm text-muted-foreground">
              {query ? 'Try another name or skill, or pick one of the popular skills above.' : 'Nobody has joined yet: be the first!'}
            </p>
            {query ? (
              <Button variant="outline" className="mt-2" onClick={() => setText('')}>
                Clear search
              </Button>
            ) : null}
          </div>
        ) : (
          <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${results.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}>
            {developers.map((developer) => (
              <li key={developer.id}>
                <DeveloperCard developer={developer} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

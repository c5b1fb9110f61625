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
import { useI18n } from '@web/lib/i18n';
import { useSite } from '@web/lib/site';

/** Spec §7: the directory asks for 50. */
const DIRECTORY_LIMIT = 50;

/** /developers: search, stat cards, popular skills and the grid of developers (spec §2). */
export function DevelopersPage() {
  const [, navigate] = useLocation();
  const urlQuery = new URLSearchParams(useSearch()).get('q') ?? '';
  const { t } = useI18n();
  const site = useSite();
  usePageHead(
    urlQuery.trim()
      ? { title: t('people.searchTitle', { query: urlQuery.trim() }), noindex: true }
      : {
          title: t('people.title'),
          description: t('people.description', { site: site.name }),
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
        <h1 className="text-3xl font-semibold tracking-tight">{t('people.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('people.intro')}</p>
      </div>

      <search className="max-w-xl">
        <form onSubmit={onSubmit}>
          <label htmlFor="developer-search" className="sr-only">
            {t('people.search')}
          </label>
          <SearchInput
            id="developer-search"
            placeholder={t('people.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </search>

      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        <StatCard icon={Users} label={t('people.statDevelopers')} value={stats.data?.activeDevelopers} loading={stats.isPending} />
        <StatCard icon={FolderGit2} label={t('people.statProjects')} value={stats.data?.totalProjects} loading={stats.isPending} />
        <StatCard icon={Sparkles} label={t('people.statSkills')} value={stats.data?.uniqueSkills} loading={stats.isPending} />
      </div>

      <PopularSkills skills={stats.data?.popularSkills} loading={stats.isPending} active={text} onPick={setText} />

      <section aria-labelledby="developers-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="developers-heading" className="text-xl font-semibold tracking-tight">
            {query ? t('people.resultsFor', { query }) : t('people.all')}
          </h2>
          {results.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="developer-total">
              {t('people.total', { count: results.data.total })}
            </p>
          ) : null}
        </div>
        {results.isPending ? (
          <DeveloperGridSkeleton />
        ) : results.isError ? (
          <LoadError error={results.error} fallback={t('people.loadFailed')} />
        ) : developers.length === 0 ? (
          <EmptyState
            icon={UserRoundSearch}
            title={t('people.none')}
            headingLevel={3}
            description={t(query ? 'people.noneForQuery' : 'people.noneYet')}
            action={
              query ? (
                <Button variant="outline" onClick={() => setText('')}>
                  {t('people.clear')}
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

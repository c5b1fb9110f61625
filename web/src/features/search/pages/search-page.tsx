import { CATEGORY_GROUP_NAMES, isCategory, isCategoryGroup } from '@common/categories';
import { CategoryChips } from '@web/entities/project/components/category-chips';
import { Button } from '@web/components/ui/button';
import { SearchInput } from '@web/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useDeveloperSearch } from '@web/entities/developer/api/search-developers';
import { usePageHead } from '@web/lib/page-head';
import { useSearchBox } from '@web/lib/use-search-box';
import { cn } from '@web/lib/utils';
import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SEARCH_COUNT_CAP } from '@common/projects-constants';
import { PROJECT_SEARCH_LIMIT, useProjectSearch } from '../api/search-projects';
import { useI18n } from '@web/lib/i18n';
import { DeveloperResults } from '../components/developer-results';
import { ProjectResults } from '../components/project-results';

/** 'all' plus the ten groups of decision 1: short enough for chips, and the feed accepts groups. */
const SEARCH_CATEGORIES = ['all', ...CATEGORY_GROUP_NAMES] as const;

/** Spec §7: the search page asks for 20 developers. */
const DEVELOPER_SEARCH_LIMIT = 20;

type Tab = 'projects' | 'developers';

interface SearchState {
  q: string;
  tab: Tab;
  category: string;
}

/** Decision 12: /search?q=…; the tab and the category are in the address too, so a result page can be shared. */
function readState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? 'all';
  return {
    q: params.get('q') ?? '',
    tab: params.get('tab') === 'developers' ? 'developers' : 'projects',
    category: isCategory(category) || isCategoryGroup(category) ? category : 'all',
  };
}

function urlOf({ q, tab, category }: SearchState): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (tab !== 'projects') params.set('tab', tab);
  if (category !== 'all') params.set('category', category);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

function CountBadge({ count, more, active }: { count: number | undefined; more?: boolean; active: boolean }) {
  const { number } = useI18n();
  if (count === undefined) return null;
  return (
    <span
      className={cn(
        'min-w-6 rounded-full px-1.5 text-xs tabular-nums',
        active ? 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200' : 'bg-background text-muted-foreground',
      )}
    >
      {number(count)}
      {more ? '+' : ''}
    </span>
  );
}

/** The search page: Projects and Developers tabs with counts, category chips, empty states (spec §2). */
export function SearchPage() {
  const [, navigate] = useLocation();
  const state = readState(useSearch());
  const { t } = useI18n();
  // Result pages are views of other pages: useful to people, kept out of search engines.
  usePageHead({ title: state.q ? t('search.titleQuery', { query: state.q }) : t('search.title'), noindex: true });

  const go = (next: Partial<SearchState>) => navigate(urlOf({ ...state, ...next }), { replace: true });

  const { text, setText, noteWritten, reset } = useSearchBox(state.q, (search) =>
    navigate(urlOf({ ...readState(window.location.search), q: search }), { replace: true }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    noteWritten(text.trim());
    go({ q: text.trim() });
  };

  const projects = useProjectSearch(state.q, state.category);
  const developers = useDeveloperSearch(state.q, DEVELOPER_SEARCH_LIMIT);
  const shown = projects.data?.projects.length;
  // A search has an exact (capped) total; a bare category listing only knows its page.
  const projectCount = projects.data ? (projects.data.total ?? shown) : undefined;
  const projectCountIsFloor = projects.data?.total == null ? shown === PROJECT_SEARCH_LIMIT : projects.data.total >= SEARCH_COUNT_CAP;
  const filtered = Boolean(state.q.trim()) || state.category !== 'all';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="break-words text-3xl font-semibold tracking-tight">
          {state.q ? t('search.resultsFor', { query: state.q }) : t('search.title')}
        </h1>
        <p className="mt-2 text-muted-foreground">{t('search.intro')}</p>
      </div>

      <search className="max-w-2xl">
        <form onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor="site-search" className="sr-only">
            {t('search.label')}
          </label>
          <SearchInput
            id="site-search"
            placeholder={t('search.placeholder')}
            containerClassName="flex-1"
            value={text}
            onChange={(event) => setText(event.target.value)}
            // A visit through the navbar's search icon lands here ready to type.
            autoFocus={!state.q}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </form>
      </search>

      <Tabs value={state.tab} onValueChange={(tab) => go({ tab: tab === 'developers' ? 'developers' : 'projects' })}>
        <TabsList aria-label={t('search.resultType')} className="self-start">
          <TabsTrigger value="projects">
            {t('search.tab.projects')}
            <CountBadge count={projectCount} more={projectCountIsFloor} active={state.tab === 'projects'} />
          </TabsTrigger>
          <TabsTrigger value="developers">
            {t('search.tab.developers')}
            <CountBadge count={developers.data?.total} active={state.tab === 'developers'} />
          </TabsTrigger>
        </TabsList>

        <TabsContent value="projects" className="flex flex-col gap-4">
          <CategoryChips
            options={SEARCH_CATEGORIES}
            value={state.category}
            onChange={(category) => go({ category })}
            label={t('search.filterCategory')}
            // One scrolling row on phones, wrapped lines from sm up.
            className="-mx-1 flex-nowrap overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
          />
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="project-result-count">
            {projectCount === undefined
              ? ' '
              : t(projectCountIsFloor ? 'search.projectsFoundAtLeast' : 'search.projectsFound', { count: projectCount })}
          </p>
          <ProjectResults
            query={projects}
            filtered={filtered}
            onClear={() => {
              reset();
              go({ q: '', category: 'all' });
            }}
          />
        </TabsContent>

        <TabsContent value="developers" className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="developer-result-count">
            {developers.data === undefined
              ? ' '
              : t('search.developersFound', { count: developers.data.total })}
          </p>
          <DeveloperResults
            query={developers}
            onClear={
              state.q
                ? () => {
                    reset();
                    go({ q: '' });
                  }
                : undefined
            }
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

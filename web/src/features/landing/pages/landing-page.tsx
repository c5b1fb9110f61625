import { lazyPart, ShowWhenVisible } from '@web/lib/lazy-part';
import { usePageHead } from '@web/lib/page-head';
import { Hero } from '../components/hero';
import { useSite } from '@web/lib/site';
import { useI18n } from '@web/lib/i18n';

const landingSections = lazyPart(
  () => import('../components/landing-sections').then((module) => module.LandingSections),
  'src/features/landing/components/landing-sections.tsx',
);

/** The visitor's home (spec §2): hero, featured projects and developers, community stats, call to action. */
export function LandingPage() {
  const site = useSite();
  const { t } = useI18n();
  usePageHead({
    title: null,
    description: t('landing.description', { site: site.name }),
    canonicalPath: '/',
    // Lets a search engine offer a search box for the site (schema.org WebSite with a SearchAction).
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site.name,
        url: '/',
        potentialAction: { '@type': 'SearchAction', target: '/search?q={search_term_string}', 'query-input': 'required name=search_term_string' },
      },
    ],
  });

  return (
    <div className="flex flex-col">
      <Hero />
      <ShowWhenVisible part={landingSections} />
    </div>
  );
}

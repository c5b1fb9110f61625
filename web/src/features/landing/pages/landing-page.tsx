import { StatsSection } from '@web/components/projects/stats-section';
import { useStats } from '@web/lib/api/get-stats';
import { SITE_NAME } from '@common/page-head';
import { usePageHead } from '@web/lib/page-head';
import { CallToAction } from '../components/call-to-action';
import { FeaturedDevelopers } from '../components/featured-developers';
import { FeaturedProjects } from '../components/featured-projects';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';

/** The visitor's home (spec §2): hero, featured projects and developers, community stats, call to action. */
export function LandingPage() {
  usePageHead({
    title: null,
    description: 'Shipyard is where developers publish their projects, find each other’s work and build a portfolio that speaks for itself.',
    canonicalPath: '/',
    // Lets a search engine offer a search box for the site (schema.org WebSite with a SearchAction).
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: '/',
        potentialAction: { '@type': 'SearchAction', target: '/search?q={search_term_string}', 'query-input': 'required name=search_term_string' },
      },
    ],
  });
  const stats = useStats();

  return (
    <div className="flex flex-col">
      <Hero />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-16 px-4 py-14 sm:px-6 sm:py-16">
        <FeaturedProjects />
        <FeaturedDevelopers />
        <StatsSection stats={stats.data} loading={stats.isPending} title="A growing community" />
        <section
          aria-labelledby="landing-cta-title"
          className="relative overflow-hidden rounded-2xl border border-border bg-card px-6 py-12 text-center"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_70%_80%_at_50%_120%,rgba(99,102,241,0.18),transparent_70%)]"
          />
          <div className="relative flex flex-col items-center gap-4">
            <h2 id="landing-cta-title" className="text-2xl font-semibold tracking-tight text-balance">
              Ready to share your work?
            </h2>
            <p className="max-w-md text-muted-foreground">
              Create a free account, add your first project and send one link to anyone who asks what you&apos;ve built.
            </p>
            <CallToAction secondary={{ href: '/developers', label: 'Meet the developers' }} />
          </div>
        </section>
      </div>
      <LandingFooter />
    </div>
  );
}

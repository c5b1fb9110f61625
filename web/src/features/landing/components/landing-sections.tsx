import { StatsSection } from '@web/entities/project/components/stats-section';
import { useStats } from '@web/entities/project/api/get-stats';
import { CallToAction } from './call-to-action';
import { FeaturedDevelopers } from './featured-developers';
import { FeaturedProjects } from './featured-projects';
import { LandingFooter } from './landing-footer';
import { useI18n } from '@web/lib/i18n';

/**
 * Everything of the landing page below the hero: featured projects and developers, community
 * stats, the call to action and the footer. A chunk of its own, hydrated when the reader scrolls
 * near it (see ShowWhenVisible), so the first load carries only the hero.
 */
export function LandingSections() {
  const stats = useStats();
  const { t } = useI18n();

  return (
    <>
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-16 px-4 py-14 sm:px-6 sm:py-16">
          <FeaturedProjects />
          <FeaturedDevelopers />
          <StatsSection stats={stats.data} loading={stats.isPending} title={t('landing.growing')} />
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
                {t('landing.ready')}
              </h2>
              <p className="max-w-md text-muted-foreground">
                {t('landing.readyText')}
              </p>
              <CallToAction secondary={{ href: '/developers', label: t('landing.meet') }} />
            </div>
          </section>
        </div>
        <LandingFooter />
    </>
  );
}

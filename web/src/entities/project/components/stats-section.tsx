import type { SiteStats } from '@common/projects';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { FolderGit2, Heart, MessageCircle, Users } from 'lucide-react';

const ITEMS = [
  { key: 'totalUsers', label: 'cards.stats.developers', icon: Users },
  { key: 'totalProjects', label: 'cards.stats.projects', icon: FolderGit2 },
  { key: 'totalLikes', label: 'cards.stats.likes', icon: Heart },
  { key: 'totalComments', label: 'cards.stats.comments', icon: MessageCircle },
] as const;

interface StatsSectionProps {
  stats: SiteStats | undefined;
  loading?: boolean;
  title?: string;
  className?: string;
}

/** The community totals of GET /api/stats (spec §2 landing and Discover). */
export function StatsSection({ stats, loading, title, className }: StatsSectionProps) {
  const { t, number } = useI18n();
  return (
    <section aria-labelledby="community-stats-title" className={cn('flex flex-col gap-4', className)}>
      <h2 id="community-stats-title" className="text-lg font-semibold tracking-tight">
        {title ?? t('cards.stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ITEMS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 sm:p-5">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon aria-hidden="true" className="size-4 text-link" />
              {t(label)}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl">
              {stats ? number(stats[key]) : loading ? <Skeleton className="h-8 w-16" /> : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';

export interface ProfileCountsValue {
  projectCount: number;
  likesReceived: number;
  followersCount: number;
  followingCount: number;
}

const ITEMS = [
  { key: 'projectCount', label: 'counts.projects' },
  { key: 'likesReceived', label: 'counts.likes' },
  { key: 'followersCount', label: 'counts.followers' },
  { key: 'followingCount', label: 'counts.following' },
] as const;

/** Projects, likes and the REAL follower and following counts (decision 3). */
export function ProfileCounts({ counts }: { counts: ProfileCountsValue | undefined }) {
  const { t, number } = useI18n();
  return (
    <dl className="grid grid-cols-4 divide-x divide-border rtl:divide-x-reverse rounded-xl border border-border bg-background/60">
      {ITEMS.map(({ key, label }) => {
        const value = counts?.[key];
        return (
          <div key={key} className="flex flex-col-reverse items-center gap-0.5 px-1 py-3 text-center" data-testid={`count-${key}`}>
            <dt className="text-xs text-muted-foreground sm:text-sm">{t(label, { count: value ?? 0 })}</dt>
            <dd className="text-lg font-semibold tabular-nums sm:text-xl">
              {value === undefined ? <Skeleton className="h-6 w-8" /> : number(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import { Skeleton } from '@web/components/ui/skeleton';

export interface ProfileCountsValue {
  projectCount: number;
  likesReceived: number;
  followersCount: number;
  followingCount: number;
}

const ITEMS = [
  { key: 'projectCount', one: 'Project', many: 'Projects' },
  { key: 'likesReceived', one: 'Like', many: 'Likes' },
  { key: 'followersCount', one: 'Follower', many: 'Followers' },
  { key: 'followingCount', one: 'Following', many: 'Following' },
] as const;

/** Projects, likes and the REAL follower and following counts (decision 3). */
export function ProfileCounts({ counts }: { counts: ProfileCountsValue | undefined }) {
  return (
    <dl className="grid grid-cols-4 divide-x divide-border rounded-xl border border-border bg-background/60">
      {ITEMS.map(({ key, one, many }) => {
        const value = counts?.[key];
        return (
          <div key={key} className="flex flex-col-reverse items-center gap-0.5 px-1 py-3 text-center" data-testid={`count-${key}`}>
            <dt className="text-xs text-muted-foreground sm:text-sm">{value === 1 ? one : many}</dt>
            <dd className="text-lg font-semibold tabular-nums sm:text-xl">
              {value === undefined ? <Skeleton className="h-6 w-8" /> : value.toLocaleString()}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

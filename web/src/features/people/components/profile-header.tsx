import type { StaffRole } from '@common/roles';
import { StaffBadge } from '@web/entities/developer/components/staff-badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMonthYear } from '@web/lib/format-date';
import { CalendarDays, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Translator, useI18n } from '@web/lib/i18n';
import { ProfileCounts, type ProfileCountsValue } from './profile-counts';

interface ProfileHeaderProps {
  name: string;
  title: string | null;
  location: string | null;
  createdAt: string;
  /** The avatar, with an upload control on the own profile. */
  avatar: ReactNode;
  /** Message, Follow and Report on a developer page, Edit Profile on one's own. */
  actions?: ReactNode;
  counts: ProfileCountsValue | undefined;
  /** The staff badge beside the name (decision 0023). */
  staffRole?: StaffRole | null;
}

export function joinedLabel(createdAt: string, t: Translator['t']): string {
  return t('people.joined', { date: formatMonthYear(createdAt) });
}

/** The card at the top of a developer page and of the own profile. */
export function ProfileHeader({ name, title, location, createdAt, avatar, actions, counts, staffRole }: ProfileHeaderProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="profile-name" className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <div
        aria-hidden="true"
        className="h-24 bg-[linear-gradient(120deg,rgba(99,102,241,0.22),rgba(99,102,241,0.04)_60%,rgba(16,185,129,0.12))] sm:h-32"
      />
      <div className="flex flex-col gap-5 px-5 pb-5 sm:px-8 sm:pb-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-5">
            {avatar}
            <div className="min-w-0 sm:pb-1">
              <h1 id="profile-name" className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">
                {name}
              </h1>
              <p className="mt-0.5 flex flex-wrap items-center gap-2 text-muted-foreground">
                {title || t('people.developer')}
                <StaffBadge role={staffRole} />
              </p>
            </div>
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2 sm:pb-1">{actions}</div> : null}
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          {location ? (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {location}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {joinedLabel(createdAt, t)}
          </li>
        </ul>
        <ProfileCounts counts={counts} />
      </div>
    </section>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm" aria-hidden="true">
      <Skeleton className="h-24 rounded-none sm:h-32" />
      <div className="flex flex-col gap-5 px-5 pb-5 sm:px-8 sm:pb-8">
        <div className="-mt-12 flex flex-col gap-3 sm:-mt-14 sm:flex-row sm:items-end sm:gap-5">
          <Skeleton className="size-24 rounded-full border-4 border-card sm:size-28" />
          <div className="flex flex-col gap-2 sm:pb-1">
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-[4.5rem] w-full rounded-xl" />
      </div>
    </div>
  );
}

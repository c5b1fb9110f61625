import type { AdminMember } from '@common/members';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { SearchInput } from '@web/components/ui/search-input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { formatDate, formatDateTime } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { cn } from '@web/lib/utils';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { useState } from 'react';
import { useMembers } from '../api/members';
import { MemberActionsDialog } from './member-actions-dialog';

const STATUS_TONES: Record<AdminMember['status'], string> = {
  active: 'border-border bg-muted text-muted-foreground',
  warned: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200',
  suspended: 'border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-800 dark:bg-orange-950/60 dark:text-orange-200',
  banned: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200',
};

function MemberRow({ member, onAct }: { member: AdminMember; onAct: () => void }) {
  const { t, rich } = useI18n();
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto]">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{member.name}</span>
          {member.role === 'user' ? null : <Badge variant={member.role === 'admin' ? 'accent' : 'default'}>{t('adminMembers.role', { role: member.role })}</Badge>}
        </p>
        <p className="truncate text-xs text-muted-foreground">{member.email}</p>
      </div>
      {/* On a phone the details drop below the name and the button (ordered last); one row from sm up. */}
      <div className="order-last col-span-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:order-none sm:col-span-1">
        <span
          className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 font-medium', STATUS_TONES[member.status])}
          title={member.status === 'suspended' && member.suspendedUntil ? t('adminMembers.suspendedUntil', { date: formatDateTime(member.suspendedUntil) }) : undefined}
        >
          {t('adminMembers.status', { status: member.status })}
        </span>
        <span>{t('adminMembers.warnings', { count: member.warningCount })}</span>
        <span>{rich('adminMembers.joined', { date: formatDate(member.createdAt), time: (chunks) => <time dateTime={member.createdAt}>{chunks}</time> })}</span>
      </div>
      <Button variant="outline" size="sm" onClick={onAct} aria-label={t('adminMembers.actLabel', { name: member.name })}>
        {t('adminMembers.act')}
      </Button>
    </li>
  );
}

/** The Members tab: any account found by name or address, paged, with the actions that need no report. */
export function MembersTab() {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [page, setPage] = useState(1);
  const [shownFor, setShownFor] = useState(search);
  // A new search starts at its first page.
  if (shownFor !== search) {
    setShownFor(search);
    setPage(1);
  }
  const members = useMembers(search, page);
  const [selected, setSelected] = useState<AdminMember | null>(null);
  const data = members.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.members.length > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? from + data.members.length - 1 : 0;

  return (
    <section aria-labelledby="members-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="members-heading" className="text-xl font-semibold tracking-tight">
          {t('adminMembers.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('adminMembers.intro')}</p>
      </div>
      <div className="flex flex-col gap-2 sm:max-w-md">
        <Label htmlFor="member-search">{t('adminMembers.search')}</Label>
        <SearchInput
          id="member-search"
          value={typed}
          autoComplete="off"
          placeholder={t('adminMembers.searchPlaceholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>

      {members.isError && !data ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-border p-6 text-center text-sm text-muted-foreground">
          <p>{apiErrorMessage(members.error, t('adminMembers.failed'))}</p>
          <Button variant="outline" size="sm" onClick={() => members.refetch()}>
            {t('adminMembers.retry')}
          </Button>
        </div>
      ) : !data ? (
        <div role="status" aria-label={t('adminMembers.loading')} className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="flex items-center gap-3 px-4 py-4">
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-56" />
              </div>
              <Skeleton className="h-8 w-16" />
            </div>
          ))}
        </div>
      ) : data.members.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Users aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-muted-foreground">{search ? t('adminMembers.empty', { search }) : t('adminMembers.emptyAll')}</p>
        </div>
      ) : (
        <>
          <ul
            aria-label={t('adminMembers.listLabel')}
            aria-busy={members.isFetching || undefined}
            className={cn('divide-y divide-border rounded-xl border border-border bg-card', members.isPlaceholderData && 'opacity-60')}
          >
            {data.members.map((member) => (
              <MemberRow key={member.id} member={member} onAct={() => setSelected(member)} />
            ))}
          </ul>
          <nav aria-label={t('adminMembers.paging')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-muted-foreground" aria-live="polite">
              {t('adminMembers.pageInfo', { from, to, total: data.total })}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
                {t('adminMembers.previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('adminMembers.next')}
                <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Button>
            </div>
          </nav>
        </>
      )}
      {user ? <MemberActionsDialog member={selected} viewer={user} onOpenChange={(open) => !open && setSelected(null)} /> : null}
    </section>
  );
}

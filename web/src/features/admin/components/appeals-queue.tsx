import { type AdminAppeal, APPEAL_DECIDERS, APPEAL_STATUSES } from '@common/appeals';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { FilteredSectionHeading } from './filtered-section-heading';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { formatDateTime } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { Check, Inbox, LoaderCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type AppealFilter, useAppeals, useDecideAppeal } from '../api/appeals';

/** Accept or reject one pending appeal, with the reason the person will read. */
function Decision({ appeal }: { appeal: AdminAppeal }) {
  const { t, error: serverText } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideAppeal();
  const fieldId = useId();
  const run = (verdict: 'accept' | 'reject') => {
    if (decide.isPending) return;
    if (!reason.trim()) return setError(t('admin.appeals.reasonRequired'));
    decide.mutate(
      { id: appeal.id, verdict, reason: reason.trim() },
      {
        onSuccess: (result) => toast({ title: t(result.appeal.status === 'accepted' ? 'admin.appeals.accepted' : 'admin.appeals.rejected'), variant: 'success' }),
        onError: (failure) =>
          toast({ title: t('admin.error'), description: serverText(apiErrorMessage(failure, t('admin.appeals.saveFailed'))), variant: 'destructive' }),
      },
    );
  };
  const busy = (verdict: 'accept' | 'reject') => decide.isPending && decide.variables?.verdict === verdict;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3">
      <Label htmlFor={fieldId}>{t('admin.appeals.reason')}</Label>
      <Textarea
        id={fieldId}
        value={reason}
        maxLength={1000}
        className="min-h-16"
        placeholder={t('admin.appeals.reasonPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => run('accept')}>
          {busy('accept') ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Check aria-hidden="true" />}
          {t('admin.appeals.accept')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => run('reject')}>
          {busy('reject') ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <X aria-hidden="true" />}
          {t('admin.appeals.reject')}
        </Button>
      </div>
    </div>
  );
}

/** Why this staff member is not offered a decision (decision 0040), or null when they are. */
function decisionNote(appeal: AdminAppeal, viewer: { id: string; role: string } | null): 'admin.appeals.ownAppeal' | 'admin.appeals.adminsDecideBans' | null {
  if (appeal.person.id === viewer?.id) return 'admin.appeals.ownAppeal';
  if (APPEAL_DECIDERS[appeal.sanction.kind] === 'admins' && viewer?.role !== 'admin') return 'admin.appeals.adminsDecideBans';
  return null;
}

function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  const note = appeal.status === 'pending' ? decisionNote(appeal, user) : null;
  const tone = appeal.status === 'pending' ? 'accent' : 'outline';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" aria-label={t('admin.appeals.by', { name: appeal.person.name })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{appeal.person.name}</p>
          <p className="truncate text-xs text-muted-foreground">{appeal.person.email}</p>
        </div>
        <Badge variant={tone}>{t(`admin.appeals.status.${appeal.status}`)}</Badge>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t(`admin.appeals.sanction.${appeal.sanction.kind}`)}</dt>
          <dd className="mt-1 break-words">{appeal.sanction.reason ?? '—'}</dd>
          <dd className="text-xs text-muted-foreground">{formatDateTime(appeal.sanction.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('admin.appeals.appeal')}</dt>
          <dd className="mt-1 whitespace-pre-line break-words">{appeal.text}</dd>
          <dd className="text-xs text-muted-foreground">{formatDateTime(appeal.createdAt)}</dd>
        </div>
        {appeal.decisionReason ? (
          <div className="sm:col-span-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('admin.appeals.decision')}</dt>
            <dd className="mt-1 whitespace-pre-line break-words">{appeal.decisionReason}</dd>
          </div>
        ) : null}
      </dl>
      {note ? (
        <p className="border-t border-border pt-3 text-sm text-muted-foreground">{t(note)}</p>
      ) : appeal.status === 'pending' ? (
        <Decision appeal={appeal} />
      ) : null}
    </li>
  );
}

/** The staff's appeals queue (decision 0023): pending first, oldest first; decided ones by filter. */
export function AppealsQueue() {
  const { t, error: serverText } = useI18n();
  const filters: { value: AppealFilter; label: string }[] = [
    ...APPEAL_STATUSES.map((value) => ({ value, label: t(`admin.appeals.status.${value}`) })),
    { value: 'all', label: t('admin.appeals.all') },
  ];
  const [filter, setFilter] = useState<AppealFilter>('pending');
  const appeals = useAppeals(filter);
  return (
    <div className="flex flex-col gap-4">
      <FilteredSectionHeading title={t('admin.tab.appeals')} id="appeal-filter" label={t('admin.appeals.show')} value={filter} options={filters} onChange={setFilter} />
      {appeals.isError ? (
        <p className="text-sm text-destructive-text">{serverText(apiErrorMessage(appeals.error, t('admin.appeals.loadFailed')))}</p>
      ) : appeals.isPending ? (
        <Skeleton className="h-40 w-full rounded-xl" />
      ) : appeals.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Inbox aria-hidden="true" className="size-6" />
          </span>
          <p className="text-sm text-muted-foreground">{filter === 'pending' ? t('admin.appeals.noneWaiting') : t('admin.appeals.none')}</p>
        </div>
      ) : (
        <ul aria-label={t('admin.tab.appeals')} className="flex flex-col gap-3">
          {appeals.data.map((appeal) => (
            <AppealCard key={appeal.id} appeal={appeal} />
          ))}
        </ul>
      )}
    </div>
  );
}

import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from '@common/moderation';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { apiErrorMessage } from '@web/lib/request';
import { History, LoaderCircle } from 'lucide-react';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime, formatLongDateTime } from '@web/lib/format-date';
import { type Translator, useI18n } from '@web/lib/i18n';

type Translate = Translator['t'];
/** Every action the log labels (AUDIT_ACTION_LABELS): the moderation actions and the joining and security ones. */
type LabelledAction = AuditAction | 'approve_registration' | 'reject_registration' | 'change_joining_settings' | 'change_security_settings';

// Each column's heading is admin.audit.<column> in the catalogue.
const COLUMNS = ['when', 'admin', 'action', 'target', 'reason'] as const;

function what(entry: AuditEntry, t: Translate): string {
  const days = entry.details?.days;
  const to = entry.details?.to;
  if (entry.action === 'suspend' && typeof days === 'number') return t('admin.audit.suspendedFor', { days });
  if (entry.action === 'update_report' && typeof to === 'string') return t('admin.audit.updatedReportTo', { status: to });
  if (entry.action === 'change_role' && typeof to === 'string') return t('admin.audit.changedRoleTo', { role: to });
  // An action this build has no words for (a newer server) is shown by its stored name.
  return entry.action in AUDIT_ACTION_LABELS ? t(`admin.audit.action.${entry.action as LabelledAction}`) : entry.action;
}

function target(entry: AuditEntry, t: Translate): string {
  const title = typeof entry.details?.title === 'string' ? t('admin.audit.quoted', { text: entry.details.title }) : null;
  const excerpt = typeof entry.details?.excerpt === 'string' ? t('admin.audit.quoted', { text: entry.details.excerpt }) : null;
  const person = entry.target?.name ?? null;
  return [person, title ?? excerpt].filter(Boolean).join(' · ') || '—';
}

/** Every admin action, newest first (beyond the spec): who, whom, what, why and when. */
export function AuditLog() {
  const { t, error: serverText } = useI18n();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  if (log.isError) return <p className="text-sm text-destructive-text">{serverText(apiErrorMessage(log.error, t('admin.audit.loadFailed')))}</p>;
  if (log.isSuccess && entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
        <History aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">{t('admin.audit.empty')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm" tabIndex={0} aria-label={t('admin.tab.audit')}>
        <table className="w-full min-w-[720px] border-collapse text-start text-sm">
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 text-start font-medium">
                  {t(`admin.audit.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {log.isPending
              ? Array.from({ length: 4 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds nothing focusable; hidden from screen readers.
                  <tr key={index} aria-hidden="true">
                    {COLUMNS.map((column) => (
                      <td key={column} className="px-4 py-4">
                        <Skeleton className="h-4 w-full max-w-32" />
                      </td>
                    ))}
                  </tr>
                ))
              : entries.map((entry) => (
                  <tr key={entry.id} className="align-top">
                    <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                      <time dateTime={entry.createdAt} title={formatLongDateTime(entry.createdAt)}>
                        {formatDateTime(entry.createdAt)}
                      </time>
                    </td>
                    <td className="px-4 py-3 font-medium">{entry.actor?.name ?? '—'}</td>
                    <td className="whitespace-nowrap px-4 py-3">{what(entry, t)}</td>
                    <td className="max-w-56 px-4 py-3">{target(entry, t)}</td>
                    <td className="max-w-72 whitespace-pre-wrap break-words px-4 py-3 text-muted-foreground">{entry.reason ?? '—'}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      </section>
      {log.hasNextPage ? (
        <Button variant="outline" className="self-center" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('admin.audit.loadOlder')}
        </Button>
      ) : null}
    </div>
  );
}

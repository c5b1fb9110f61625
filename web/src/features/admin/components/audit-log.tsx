import { AUDIT_ACTION_LABELS, type AuditEntry } from '@common/moderation';
import { ROLE_LABELS, type Role } from '@common/roles';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { apiErrorMessage } from '@web/lib/request';
import { History, LoaderCircle } from 'lucide-react';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime, formatLongDateTime } from '@web/lib/format-date';

const COLUMNS = ['When', 'Admin', 'Action', 'Target', 'Reason'];

function what(entry: AuditEntry): string {
  const label = AUDIT_ACTION_LABELS[entry.action] ?? entry.action;
  const days = entry.details?.days;
  if (entry.action === 'suspend' && typeof days === 'number') return `${label} for ${days} day${days === 1 ? '' : 's'}`;
  if (entry.action === 'update_report' && typeof entry.details?.to === 'string') return `${label}: ${entry.details.to}`;
  if (entry.action === 'change_role' && typeof entry.details?.to === 'string') return `${label}: ${ROLE_LABELS[entry.details.to as Role] ?? entry.details.to}`;
  return label;
}

function target(entry: AuditEntry): string {
  const title = typeof entry.details?.title === 'string' ? `“${entry.details.title}”` : null;
  const excerpt = typeof entry.details?.excerpt === 'string' ? `“${entry.details.excerpt}”` : null;
  const person = entry.target?.name ?? null;
  return [person, title ?? excerpt].filter(Boolean).join(' · ') || '—';
}

/** Every admin action, newest first (beyond the spec): who, whom, what, why and when. */
export function AuditLog() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  if (log.isError) return <p className="text-sm text-destructive-text">{apiErrorMessage(log.error, 'The audit log could not be loaded.')}</p>;
  if (log.isSuccess && entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
        <History aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">No admin actions yet. Warnings, suspensions, bans and hidden content appear here.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm" tabIndex={0} aria-label="Audit log">
        <table className="w-full min-w-[720px] border-collapse text-left text-sm">
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-medium">
                  {column}
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
                    <td className="whitespace-nowrap px-4 py-3">{what(entry)}</td>
                    <td className="max-w-56 px-4 py-3">{target(entry)}</td>
                    <td className="max-w-72 whitespace-pre-wrap break-words px-4 py-3 text-muted-foreground">{entry.reason ?? '—'}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      </section>
      {log.hasNextPage ? (
        <Button variant="outline" className="self-center" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Load older entries
        </Button>
      ) : null}
    </div>
  );
}

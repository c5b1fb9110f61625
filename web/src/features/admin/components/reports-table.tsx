import type { AdminReport } from '@common/moderation';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Inbox } from 'lucide-react';
import type { ReportFilter } from '../api/get-reports';
import { formatDate } from '@web/lib/format-date';
import { type Translator, useI18n } from '@web/lib/i18n';
import { personName, reasonLabel, shortId } from '../lib/format';
import { StatusBadge } from './status-badge';

interface ReportsTableProps {
  reports: AdminReport[] | undefined;
  loading: boolean;
  filter: ReportFilter;
  onOpen: (report: AdminReport) => void;
}

// Each column's heading is adminReports.col.<column> in the catalogue.
const COLUMNS = ['id', 'reason', 'reporter', 'reportedUser', 'status', 'date', 'actions'] as const;

/** Spec §2's empty-state texts, word for word. */
function emptyText(filter: ReportFilter, t: Translator['t']): string {
  return filter === 'all' ? t('adminReports.emptyAll') : t('adminReports.emptyFiltered', { status: filter });
}

function Person({ person }: { person: { firstName: string; lastName: string; email: string } }) {
  const { t } = useI18n();
  return (
    <div className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{personName(person, t)}</span>
      {person.email ? <span className="truncate text-xs text-muted-foreground">{person.email}</span> : null}
    </div>
  );
}

/** The Abuse Reports table: a real <table>, scrolling sideways on narrow screens. */
export function ReportsTable({ reports, loading, filter, onOpen }: ReportsTableProps) {
  const { t } = useI18n();
  if (!loading && reports && reports.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Inbox aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm text-muted-foreground">{emptyText(filter, t)}</p>
      </div>
    );
  }
  return (
    // Focusable so keyboard users can scroll it sideways at 375 px.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm" tabIndex={0} aria-label={t('adminReports.tableLabel')}>
      <table className="w-full min-w-[760px] border-collapse text-start text-sm">
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`whitespace-nowrap px-4 py-3 font-medium ${column === 'actions' ? 'text-end' : 'text-start'}`}>
                {t(`adminReports.col.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {loading || !reports
            ? Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds nothing focusable; hidden from screen readers.
                <tr key={index} aria-hidden="true">
                  {COLUMNS.map((column) => (
                    <td key={column} className="px-4 py-4">
                      <Skeleton className="h-4 w-full max-w-28" />
                    </td>
                  ))}
                </tr>
              ))
            : reports.map((report) => (
                <tr key={report.id} className="align-middle transition-colors hover:bg-muted/40">
                  <td className="px-4 py-3 font-mono text-xs text-muted-foreground" title={report.id}>
                    {shortId(report.id)}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 font-medium">{reasonLabel(report.reason, t)}</td>
                  <td className="max-w-48 px-4 py-3">
                    <Person person={report.reporter} />
                  </td>
                  <td className="max-w-48 px-4 py-3">
                    <Person person={report.reportedUser} />
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={report.status} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-muted-foreground">
                    <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3 text-end">
                    <Button variant="outline" size="sm" onClick={() => onOpen(report)} aria-label={t('adminReports.viewLabel', { id: shortId(report.id) })}>
                      {t('adminReports.view')}
                    </Button>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </section>
  );
}

import type { ReportStatus } from '@common/moderation';
import { REPORT_REASON_LABELS, type ReportReason } from '@common/reports';
import { format } from 'date-fns';

/** Spec §9: the table shows 'MMM d, yyyy'; the dialog a long date and time. */
export const tableDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
export const longDateTime = (iso: string) => format(new Date(iso), "MMMM d, yyyy 'at' h:mm a");

export function personName(person: { firstName: string; lastName: string; email?: string | null }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email || 'Unknown';
}

export function reasonLabel(reason: string): string {
  return REPORT_REASON_LABELS[reason as ReportReason] ?? reason;
}

export const STATUS_LABELS: Record<ReportStatus, string> = { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved' };

/** The short form of an id for the ID column; the whole id stays in the title and the dialog. */
export const shortId = (id: string) => id.slice(0, 8);

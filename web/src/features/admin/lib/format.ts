import type { ReportStatus } from '@common/moderation';
import { REPORT_REASON_LABELS, type ReportReason } from '@common/reports-constants';

export function personName(person: { firstName: string; lastName: string; email?: string | null }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email || 'Unknown';
}

export function reasonLabel(reason: string): string {
  return REPORT_REASON_LABELS[reason as ReportReason] ?? reason;
}

export const STATUS_LABELS: Record<ReportStatus, string> = { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved' };

/** The short form of an id for the ID column; the whole id stays in the title and the dialog. */
export const shortId = (id: string) => id.slice(0, 8);

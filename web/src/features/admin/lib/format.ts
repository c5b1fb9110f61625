import { REPORT_REASON_LABELS, type ReportReason } from '@common/reports-constants';
import type { Translator } from '@web/lib/i18n';

type Translate = Translator['t'];

/** A person's name, or "Unknown" in the reader's language when the account has neither name nor address. */
export function personName(person: { firstName: string; lastName: string; email?: string | null }, t: Translate): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email || t('admin.unknownPerson');
}

/** A report's reason in the reader's language; a reason this build does not know is shown as stored. */
export function reasonLabel(reason: string, t: Translate): string {
  return reason in REPORT_REASON_LABELS ? t(`adminReports.reason.${reason as ReportReason}`) : reason;
}

/** The short form of an id for the ID column; the whole id stays in the title and the dialog. */
export const shortId = (id: string) => id.slice(0, 8);

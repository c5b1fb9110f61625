import { formatLocale, SOURCE_INTL_LOCALE } from './format-locale';

/**
 * Every date the app shows goes through here, so they all read alike: "Nov 23, 2026" (US English,
 * medium), with the time as "3:04 PM" where it matters and "5 minutes ago" for recent activity.
 * In the interface's language (decision 0033, lib/format-locale.ts); formatters are kept per language.
 */

export type DateInput = string | number | Date;

export interface ZoneOption {
  /** An IANA zone; the browser's own when left out (tests pin one). */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, zone: ZoneOption | undefined): Intl.DateTimeFormat {
  const all = zone?.timeZone ? { ...options, timeZone: zone.timeZone } : options;
  const key = `${formatLocale()} ${JSON.stringify(all)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(formatLocale(), all);
    formatters.set(key, found);
  }
  return found;
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** "Nov 23, 2026": the one way a date is written. */
export function formatDate(value: DateInput, zone?: ZoneOption): string {
  return formatter(DATE, zone).format(toDate(value));
}

/** "Nov 23, 2026, 3:04 PM": a date with its time (tooltips, the suspension banner, the audit log). */
export function formatDateTime(value: DateInput, zone?: ZoneOption): string {
  return formatter({ ...DATE, ...TIME }, zone).format(toDate(value));
}

/** "November 23, 2026 at 3:04 PM": the admin report dialog, where the spec asks for a long date and time. */
export function formatLongDateTime(value: DateInput, zone?: ZoneOption): string {
  return formatter({ dateStyle: 'long', timeStyle: 'short' }, zone).format(toDate(value));
}

/** "3:04 PM". */
export function formatTime(value: DateInput, zone?: ZoneOption): string {
  return formatter(TIME, zone).format(toDate(value));
}

/** "November 2026", as in "Joined November 2026". */
export function formatMonthYear(value: DateInput, zone?: ZoneOption): string {
  return formatter({ month: 'long', year: 'numeric' }, zone).format(toDate(value));
}

/** The calendar day of an instant in the zone, for "same day" questions: "2026-11-23". */
function dayKey(date: Date, zone: ZoneOption | undefined): string {
  const parts = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, zone).formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function isSameCalendarDay(a: DateInput, b: DateInput, zone?: ZoneOption): boolean {
  return dayKey(toDate(a), zone) === dayKey(toDate(b), zone);
}

const DAY_MS = 86_400_000;
const sameYear = (a: Date, b: Date, zone: ZoneOption | undefined) => dayKey(a, zone).slice(0, 4) === dayKey(b, zone).slice(0, 4);

/** A conversation list's stamp: "3:04 PM" today, "Nov 23" this year, "Nov 23, 2025" before. */
export function formatListStamp(value: DateInput, now: Date = new Date(), zone?: ZoneOption): string {
  const date = toDate(value);
  if (isSameCalendarDay(date, now, zone)) return formatTime(date, zone);
  if (sameYear(date, now, zone)) return formatter({ month: 'short', day: 'numeric' }, zone).format(date);
  return formatDate(date, zone);
}

/** The heading over a day of messages: "Today", "Yesterday", "Monday, Nov 23" or "Nov 23, 2025". */
export function formatDayHeading(value: DateInput, now: Date = new Date(), zone?: ZoneOption): string {
  const date = toDate(value);
  if (isSameCalendarDay(date, now, zone)) return capitalized(relativeFormat().format(0, 'day'));
  if (isSameCalendarDay(date, new Date(now.getTime() - DAY_MS), zone)) return capitalized(relativeFormat().format(-1, 'day'));
  if (sameYear(date, now, zone)) return formatter({ weekday: 'long', month: 'short', day: 'numeric' }, zone).format(date);
  return formatDate(date, zone);
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase(formatLocale()) + text.slice(1);

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = formatLocale();
  let found = relativeFormats.get(locale);
  if (!found) {
    found = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, found);
  }
  return found;
}

/** Steps of "… ago": up to the limit (in seconds) the unit is used, counted in that unit's seconds. */
const STEPS: [limit: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [45 * 60, 'minute', 60],
  [22 * 3600, 'hour', 3600],
  [7 * 86_400, 'day', 86_400],
];

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; from a week on, the date
 * itself ("Nov 23, 2026"), which says more than "2 months ago".
 */
export function formatRelative(value: DateInput, now: Date = new Date(), zone?: ZoneOption): string {
  const date = toDate(value);
  const seconds = (date.getTime() - now.getTime()) / 1000;
  const distance = Math.abs(seconds);
  if (distance < 45) return formatLocale() === SOURCE_INTL_LOCALE ? 'just now' : relativeFormat().format(0, 'second');
  for (const [limit, unit, size] of STEPS) {
    if (distance < limit) {
      const amount = Math.max(1, Math.round(distance / size));
      return relativeFormat().format(seconds < 0 ? -amount : amount, unit);
    }
  }
  return formatDate(date, zone);
}

import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatListStamp,
  formatLongDateTime,
  formatMonthYear,
  formatRelative,
  formatTime,
  isSameCalendarDay,
} from './format-date';

const utc = { timeZone: 'UTC' };
const instant = '2026-11-23T15:04:00.000Z';
const now = new Date(instant);
const earlier = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Intl may put a narrow no-break space before AM/PM; what people read is a space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatDate: one format everywhere', () => {
  it('writes "Nov 23, 2026" from an ISO string, a Date or a timestamp', () => {
    expect(formatDate(instant, utc)).toBe('Nov 23, 2026');
    expect(formatDate(now, utc)).toBe('Nov 23, 2026');
    expect(formatDate(now.getTime(), utc)).toBe('Nov 23, 2026');
    expect(formatDate('2026-01-05T12:00:00.000Z', utc)).toBe('Jan 5, 2026');
  });

  it('uses the given zone for the calendar day', () => {
    expect(formatDate('2026-11-23T23:30:00.000Z', utc)).toBe('Nov 23, 2026');
    expect(formatDate('2026-11-23T23:30:00.000Z', { timeZone: 'Asia/Tokyo' })).toBe('Nov 24, 2026');
  });

  it('adds the time in the same style', () => {
    expect(plain(formatDateTime(instant, utc))).toBe('Nov 23, 2026, 3:04 PM');
    expect(plain(formatTime(instant, utc))).toBe('3:04 PM');
    expect(plain(formatLongDateTime(instant, utc))).toBe('November 23, 2026 at 3:04 PM');
    expect(formatMonthYear(instant, utc)).toBe('November 2026');
  });
});

describe('formatRelative', () => {
  it.each([
    [10_000, 'just now'],
    [5 * MINUTE, '5 minutes ago'],
    [1 * MINUTE, '1 minute ago'],
    [3 * HOUR, '3 hours ago'],
    [1 * DAY, 'yesterday'],
    [4 * DAY, '4 days ago'],
  ])('%i ms ago reads "%s"', (ago, text) => {
    expect(formatRelative(earlier(ago), now, utc)).toBe(text);
  });

  it('gives the date itself from a week on, in the one format', () => {
    expect(formatRelative(earlier(10 * DAY), now, utc)).toBe('Nov 13, 2026');
  });

  it('reads a little clock skew as now, and a later time forwards', () => {
    expect(formatRelative(new Date(now.getTime() + 5_000), now, utc)).toBe('just now');
    expect(formatRelative(new Date(now.getTime() + 2 * HOUR), now, utc)).toBe('in 2 hours');
  });
});

describe('list stamps and day headings', () => {
  it('shows the time today, the day this year and the full date before', () => {
    expect(plain(formatListStamp(earlier(2 * HOUR), now, utc))).toBe('1:04 PM');
    expect(formatListStamp('2026-03-03T10:00:00.000Z', now, utc)).toBe('Mar 3');
    expect(formatListStamp('2025-03-03T10:00:00.000Z', now, utc)).toBe('Mar 3, 2025');
  });

  it('names today and yesterday, then the weekday, then the date', () => {
    expect(formatDayHeading(earlier(HOUR), now, utc)).toBe('Today');
    expect(formatDayHeading(earlier(DAY), now, utc)).toBe('Yesterday');
    expect(formatDayHeading('2026-11-16T10:00:00.000Z', now, utc)).toBe('Monday, Nov 16');
    expect(formatDayHeading('2025-11-16T10:00:00.000Z', now, utc)).toBe('Nov 16, 2025');
  });

  it('compares calendar days in the zone', () => {
    expect(isSameCalendarDay('2026-11-23T00:10:00.000Z', '2026-11-23T23:50:00.000Z', utc)).toBe(true);
    expect(isSameCalendarDay('2026-11-23T00:10:00.000Z', '2026-11-23T23:50:00.000Z', { timeZone: 'America/New_York' })).toBe(false);
  });
});

import { format, isSameDay, isSameYear } from 'date-fns';

/** "14:05" today, "Mar 3" this year, "Mar 3, 2025" before: what a conversation list shows. */
export function shortTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return format(date, 'HH:mm');
  if (isSameYear(date, now)) return format(date, 'MMM d');
  return format(date, 'MMM d, yyyy');
}

/** The day a group of messages starts: "Today", "Yesterday" or "Monday, March 3". */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (isSameDay(date, yesterday)) return 'Yesterday';
  return format(date, isSameYear(date, now) ? 'EEEE, MMMM d' : 'MMMM d, yyyy');
}

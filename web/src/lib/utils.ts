import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Shared with the server's /api/login, so both read `next` by one rule. */
export { safeLocalPath } from '@common/auth';

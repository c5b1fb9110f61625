import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './class-merge';

/** Class names joined, a later Tailwind class overriding an earlier one of its group (class-merge.ts). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** Shared with the server's /api/login, so both read `next` by one rule. */
export { safeLocalPath } from '@common/safe-local-path';

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A byte range of a GET: `bytes=a-b`, `bytes=a-` or the last n bytes (`bytes=-n`). */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface StoredRead {
  stream: Readable;
  /** Size of the whole object. */
  size: number;
  /** Inclusive bounds of what `stream` yields. */
  start: number;
  end: number;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The content type of each extension we ever write; anything else is not ours to serve. */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** Two hex characters of fan-out keep any one directory (or listing prefix) small; renditions add a
 * suffix to the base (`-card`, `-card400`, `-w800`, `-poster`, decision 0031). */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}(-[a-z0-9]{1,10})?\.([a-z0-9]{2,4})$/;

export function isStorageKey(key: string): boolean {
  const match = KEY_PATTERN.exec(key);
  return Boolean(match?.[2] && Object.hasOwn(CONTENT_TYPES, match[2]));
}

export function contentTypeOfKey(key: string): string | null {
  const extension = path.extname(key).slice(1);
  return Object.hasOwn(CONTENT_TYPES, extension) ? (CONTENT_TYPES[extension] as string) : null;
}

/** A random base name for one upload; its renditions share it (`<base>-card.webp`). */
export function newStorageBase(): string {
  const id = randomUUID().replaceAll('-', '');
  return `${id.slice(0, 2)}/${id}`;
}

export function urlOfKey(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
}

export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

/** Resolves a requested range against an object's size (RFC 9110 §14.1.2). */
export function resolveRange(range: ByteRange | undefined, size: number): { start: number; end: number } | null {
  if (!range) return { start: 0, end: Math.max(0, size - 1) };
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return null;
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (end < range.start) return null;
  return { start: range.start, end };
}

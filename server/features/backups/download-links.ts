import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works: long enough to click, too short to be worth leaking. */
export const DOWNLOAD_LINK_MS = 5 * 60 * 1000;

/**
 * A download link names one archive, one admin and an expiry, signed with the site's secret
 * (HMAC-SHA-256). The download still needs that admin's session: a link copied elsewhere is no use
 * to anyone else, and a link kept is no use after five minutes.
 */
export function signDownload(secret: string, name: string, userId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = now + DOWNLOAD_LINK_MS;
  return { token: `${expires}.${signature(secret, name, userId, expires)}`, expiresAt: new Date(expires) };
}

export function isValidDownload(secret: string, name: string, userId: string, token: string, now = Date.now()): boolean {
  const [expiresText = '', given = ''] = token.split('.');
  const expires = Number(expiresText);
  if (!/^\d{13}$/.test(expiresText) || expires < now || expires > now + DOWNLOAD_LINK_MS) return false;
  const expected = Buffer.from(signature(secret, name, userId, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function signature(secret: string, name: string, userId: string, expires: number): string {
  return createHmac('sha256', secret).update(`backup-download\n${name}\n${userId}\n${expires}`).digest('base64url');
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from '../../platform/html';

/**
 * The unsubscribe link of notification e-mails works without signing in: its token is the user
 * id with an HMAC-SHA256 of it under the server's secret, so it cannot be made for someone else.
 */
function signature(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest();
}

function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId).toString('base64url')}`;
}

/** The user id the token was made for, or null when it is not genuine. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const separator = token.lastIndexOf('.');
  if (separator < 1) return null;
  const userId = token.slice(0, separator);
  const given = Buffer.from(token.slice(separator + 1), 'base64url');
  const expected = signature(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export function unsubscribeLink(appUrl: string, secret: string, userId: string): string {
  return `${appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`;
}

/** A small page of its own: it is opened from a mail client, maybe where the app was never loaded. */
export function unsubscribePage(appUrl: string, siteName: string, title: string, text: string): string {
  const home = escapeHtml(appUrl);
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${site}</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#09090b;color:#fafafa;font-family:system-ui,-apple-system,Segoe UI,sans-serif">
<main style="max-width:28rem;margin:1rem;padding:2rem;border:1px solid #27272a;border-radius:12px;background:#18181b">
<h1 style="margin:0 0 .75rem;font-size:1.25rem">${escapeHtml(title)}</h1>
<p style="margin:0 0 1.25rem;line-height:1.5;color:#d4d4d8">${escapeHtml(text)}</p>
<p style="margin:0"><a href="${home}/settings" style="color:#a5b4fc">Notification settings</a> · <a href="${home}/" style="color:#a5b4fc">${site}</a></p>
</main></body></html>`;
}

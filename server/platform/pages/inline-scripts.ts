import { createHash } from 'node:crypto';

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of the app's index.html
 * (the theme set before the first paint) and no other inline script. Data blocks (JSON, JSON-LD)
 * are not scripts to the browser and need nothing.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc=/i.test(attributes) || /\btype=["']?(application\/(ld\+)?json|module)/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * One reading of an e-mail address, whichever way it arrives — typed into a form, or vouched for by
 * a sign-in provider (decision 0026) — and of the domains on the joining lists (decision 0024), so
 * that one domain is one string however it is spelled: `Blocked.test.`, `blocked。test`,
 * full-width `ｂｌｏｃｋｅｄ.ｔｅｓｔ` and `bücher.test` / `xn--bcher-kva.test` each compare equal.
 * Zod-free and browser-safe: the forms, the routes and the provider callback all run it.
 */

/** The ideographic full stops UTS #46 reads as dots (NFKC leaves U+3002 as it is). */
const IDEOGRAPHIC_FULL_STOPS = /[\u3002\uFF0E\uFF61]/g;
/**
 * ASCII beyond letters, digits, dots and hyphens is refused before the IDNA step: the URL host
 * parser that step uses would read `/`, `?`, `#`, `:` or `%` as the end of the host or an escape,
 * and silently drop what follows. Anything non-ASCII is left for IDNA to map or refuse.
 */
const UNSAFE_DOMAIN_CHARACTER = /[^a-z0-9.\-\u{80}-\u{10FFFF}]/u;

/**
 * A domain in the ASCII form DNS uses (IDNA, UTS #46: Unicode labels to punycode, case folded,
 * ignorable characters dropped), or null when it cannot be one. The WHATWG URL host parser does
 * it; Node's `url.domainToASCII` is that same algorithm, so server and browser agree.
 */
export function domainToAscii(domain: string): string | null {
  try {
    const host = new URL(`http://${domain}/`).hostname;
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

/**
 * NFKC, ideographic full stops as dots, lower case, one trailing dot dropped (`example.com.` is
 * the fully qualified spelling of `example.com`), then IDNA to punycode. null when it cannot be a
 * domain; whether it is a valid one is the caller's pattern to check.
 */
export function normaliseDomain(raw: string): string | null {
  let domain = raw.normalize('NFKC').replace(IDEOGRAPHIC_FULL_STOPS, '.').trim().toLowerCase();
  if (domain.endsWith('.')) domain = domain.slice(0, -1);
  if (domain === '' || UNSAFE_DOMAIN_CHARACTER.test(domain)) return null;
  return domainToAscii(domain);
}

/**
 * The address as stored and compared: NFKC, trimmed, lower case (as the forms have always stored
 * addresses), exactly one `@` with something before it, and the domain normalised as above. null when it cannot be an address; the e-mail schema (common/auth.ts) then checks the
 * result is a valid one.
 */
export function normaliseEmailAddress(raw: string): string | null {
  const text = raw.normalize('NFKC').trim().toLowerCase();
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return null;
  const domain = normaliseDomain(text.slice(at + 1));
  return domain === null ? null : `${text.slice(0, at)}@${domain}`;
}

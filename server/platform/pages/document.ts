import { PAGE_MESSAGES_ELEMENT_ID, PAGE_SCRIPTS_ELEMENT_ID, PAGE_STATE_ELEMENT_ID, type RenderedPage } from '../../../common/page-head';
import { LOCALE_QUERY_PARAM, LOCALES, type Locale, SOURCE_LOCALE } from '../../../common/i18n/locales';
import { SERVER_MESSAGES } from '../../../common/i18n/messages/server/index';
import { DEFAULT_SITE, type Site, siteTitle } from '../../../common/site-constants';
import { escapeHtml } from '../html';

export interface DocumentParts {
  appUrl: string;
  /** The app's entry script. */
  entry: string;
  /** Every chunk the entry and the rendered page import, to be fetched side by side with it. */
  preloads: string[];
  /** The community as the operator named it (decision 0022). */
  site: Site;
  /** The page's language (decision 0033). */
  locale: Locale;
}

/**
 * The community's description as its operator wrote it; while they have written none (or kept
 * the shipped one), the shipped one in the page's language.
 */
export function siteDescription(site: Site, locale: Locale): string {
  const own = site.description;
  return own.trim() && own !== DEFAULT_SITE.description ? own : SERVER_MESSAGES[locale]['head.defaultDescription'];
}

/**
 * index.html as this community's: its name as the title, its description, favicon and accent
 * colour. Every page gets this, rendered on the server or not, so even a page the browser renders
 * shows the right name in the tab before its script runs.
 */
export function brandDocument(indexHtml: string, site: Site, locale: Locale = SOURCE_LOCALE): string {
  let html = indexHtml
    // The browser loads this language's catalogue before it renders (web/src/main.tsx, decision 0033).
    .replace(/<html([^>]*)\slang="[^"]*"/i, (_match, before: string) => `<html${before} lang="${locale}"`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(site.name)}</title>`)
    .replace(/<meta\s+name=["']description["'][^>]*>/i, () => `<meta name="description" content="${escapeHtml(siteDescription(site, locale))}" />`);
  if (site.faviconUrl) {
    html = html.replace(/<link rel="icon"[^>]*>/i, () => `<link rel="icon" type="image/png" href="${escapeHtml(site.faviconUrl as string)}" />`);
  }
  // The accent is checked to be #rrggbb when saved (common/site.ts); checked again, as it goes into CSS.
  if (site.accentColor !== DEFAULT_SITE.accentColor && /^#[0-9a-f]{6}$/.test(site.accentColor)) {
    const accent = site.accentColor;
    const style = `:root,.dark{--primary:${accent};--primary-hover:color-mix(in srgb,${accent} 85%,#000);--ring:${accent}}`;
    html = html.replace(/<\/head>/i, () => `  <style id="site-accent">${style}</style>\n  </head>`);
  }
  return html;
}

/** Open Graph names a language with its region. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES', de: 'de_DE', fr: 'fr_FR', ja: 'ja_JP' };

/** A page's address in one language: `?lang=` added to (or replacing one in) its query. */
export function localizedUrl(url: string, locale: Locale): string {
  const address = new URL(url);
  address.searchParams.delete(LOCALE_QUERY_PARAM);
  if (locale !== SOURCE_LOCALE) address.searchParams.set(LOCALE_QUERY_PARAM, locale);
  return address.href;
}

/** An address as it must appear outside the site (feeds, previews): whole, with APP_URL. */
export const absoluteUrl = (appUrl: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${appUrl}${pathOrUrl}`);

/**
 * JSON-LD inside a <script> data block: nothing in it may close the element. Pages write their
 * addresses as paths; schema.org wants them whole.
 */
function jsonLd(value: unknown, appUrl: string): string {
  const linkKeys = new Set(['url', 'item', 'image']);
  const json = JSON.stringify(value, (key, field) => (linkKeys.has(key) && typeof field === 'string' && field.startsWith('/') ? `${appUrl}${field}` : field));
  return json.replace(/</g, '\\u003c');
}

/**
 * A rendered page reads and looks complete without its script, which only makes it interactive.
 * So its script must not compete with the first paint: on a phone the style sheet, the largest
 * image and the script would share a slow network, and compiling the script would hold up the
 * first layout. index.html's script tags leave the document; the list of scripts travels as data,
 * and index.html's loader adds them once the page has painted (decision 0017).
 */
const withoutEntryScripts = (indexHtml: string) =>
  indexHtml.replace(/\s*<script type="module"[^>]*\bsrc=[^>]*><\/script>/gi, '').replace(/\s*<link rel="modulepreload"[^>]*>/gi, '');

/**
 * index.html with the rendered page in #root and its head: title, description, canonical address,
 * Open Graph and Twitter tags, schema.org data, and preloads of its chunks and its largest image.
 * Every value is escaped; replacer functions keep a "$&" in a title as text.
 */
export function composeDocument(indexHtml: string, page: RenderedPage, parts: DocumentParts): string {
  const { head } = page;
  const { site } = parts;
  const title = siteTitle(site.name, head.title);
  const description = head.description?.trim() || siteDescription(site, parts.locale);
  const tags: string[] = [];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonicalPath && !head.noindex) {
    const plainUrl = absoluteUrl(parts.appUrl, head.canonicalPath);
    // Each language has an address of its own (`?lang=`), so search engines can list every one;
    // the plain address is the default, answered in the reader's own language.
    const url = localizedUrl(plainUrl, parts.locale);
    // A page without a picture of its own is shown in link previews with the community's logo.
    const ownImage = head.image ?? site.logoUrl;
    const image = ownImage ? absoluteUrl(parts.appUrl, ownImage) : null;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    for (const locale of LOCALES) tags.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(localizedUrl(plainUrl, locale))}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(plainUrl)}" />`);
    const meta: [string, string, string][] = [
      ['property', 'og:type', head.type ?? 'website'],
      ['property', 'og:site_name', site.name],
      ['property', 'og:title', head.title ?? site.name],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ['property', 'og:locale', OG_LOCALES[parts.locale]],
      ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
      ['name', 'twitter:title', head.title ?? site.name],
      ['name', 'twitter:description', description],
    ];
    if (image) meta.push(['property', 'og:image', image], ['property', 'og:image:alt', head.imageAlt ?? head.title ?? site.name], ['name', 'twitter:image', image]);
    for (const [attribute, key, value] of meta) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  }
  for (const data of head.structuredData ?? []) tags.push(`<script type="application/ld+json">${jsonLd(data, parts.appUrl)}</script>`);
  if (head.preloadImage) {
    // With a set, the browser preloads the width the page's <picture> will choose, not the file itself.
    const set = head.preloadImageSet;
    const responsive = set
      ? ` imagesrcset="${escapeHtml(set.srcset)}" imagesizes="${escapeHtml(set.sizes)}"${set.type ? ` type="${escapeHtml(set.type)}"` : ''}`
      : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}"${responsive} fetchpriority="high" />`);
  }
  // JSON in a data block: "<" escaped so that no file name can close the element.
  const scripts = JSON.stringify({ entry: parts.entry, preloads: parts.preloads }).replace(/</g, '\\u003c');

  // The catalogue areas of the page's texts (area names are folder names: letters and dashes).
  const areas = page.messageAreas.filter((area) => /^[a-z-]+$/.test(area)).join(' ');
  return withoutEntryScripts(brandDocument(indexHtml, site, parts.locale))
    .replace(/<html([^>]*)>/i, (_match, attributes: string) => `<html${attributes} data-message-areas="${areas}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name=["']description["'][^>]*>/i, () => `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/i,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.pageState}</script>` +
        `\n    <script type="application/json" id="${PAGE_MESSAGES_ELEMENT_ID}">${page.messages}</script>` +
        `\n    <script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${scripts}</script>`,
    );
}

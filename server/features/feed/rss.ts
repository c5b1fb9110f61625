import { categoryLabel } from '../../../common/category-labels';
import { isCategory } from '../../../common/categories';
import type { Locale } from '../../../common/i18n/locales';
import CATEGORY_NAMES from '../../../common/i18n/messages/ui/categories/index';
import type { AppDependencies } from '../../core/dependencies';
import { siteOf } from '../../core/site/site';
import { escapeHtml } from '../../platform/html';
import type { Translator } from '../../platform/i18n';
import { absoluteUrl, localizedUrl } from '../../platform/pages/document';
import { contentTextsOf } from './repository';
import { listProjects } from './service';

type Deps = AppDependencies;
/** How many of the newest projects the RSS feed carries. */
const FEED_ITEMS = 50;

/** A category as the interface names it in the reader's language (the web app's own catalogue). */
const categoryName = (locale: Locale, category: string): string =>
  isCategory(category) ? CATEGORY_NAMES[locale][`categories.${category}`] : categoryLabel(category);

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/**
 * RSS 2.0 of the newest listed projects. The feed's own words and its `<language>` are the
 * reader's (decision 0033); titles, descriptions and names are as their authors wrote them.
 */
export async function feedXml(deps: Deps, t: Translator): Promise<string> {
  const base = deps.config.appUrl;
  const [{ items }, site] = await Promise.all([listProjects(deps, { sort: 'newest', featured: undefined, limit: FEED_ITEMS, offset: 0 }), siteOf(deps)]);
  // A project without a short description is summed up by its write-up's words, never its markup.
  const writeups = await contentTextsOf(
    deps.database.db,
    items.filter((item) => !item.description).map((item) => item.id),
  );
  const text = (tag: string, value: string) => `<${tag}>${escapeHtml(value)}</${tag}>`;
  const entries = items.map((item) => {
    const link = `${base}/projects/${encodeURIComponent(item.slug)}`;
    const image = item.previewMedia?.type === 'image' ? (item.previewMedia.thumbnailUrl ?? item.previewMedia.url) : null;
    const summary = shorten(item.description || writeups.get(item.id) || '', 500);
    const html = `${image ? `<p><img src="${escapeHtml(absoluteUrl(deps.config.appUrl, image))}" alt="${escapeHtml(item.title)}" /></p>` : ''}${summary ? `<p>${escapeHtml(summary)}</p>` : ''}`;
    return [
      '    <item>',
      `      ${text('title', item.title)}`,
      `      ${text('link', link)}`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      ${text('pubDate', new Date(item.createdAt).toUTCString())}`,
      `      ${text('dc:creator', `${item.user.firstName} ${item.user.lastName}`.trim())}`,
      ...item.categories.map((category) => `      ${text('category', categoryName(t.locale, category))}`),
      `      ${text('description', html)}`,
      '    </item>',
    ].join('\n');
  });
  const feedTitle = t.t('feed.title', { site: site.name });
  // This language's addresses (`?lang=`), so a subscriber keeps the language they subscribed in.
  const home = localizedUrl(`${base}/`, t.locale);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${text('title', feedTitle)}`,
    `    ${text('link', home)}`,
    `    ${text('description', t.t('feed.description', { site: site.name }))}`,
    `    ${text('language', t.locale)}`,
    // The community's logo, as feed readers show it beside the feed's name (decision 0022).
    ...(site.logoUrl ? [`    <image>${text('url', absoluteUrl(base, site.logoUrl))}${text('title', feedTitle)}${text('link', home)}</image>`] : []),
    `    <atom:link href="${escapeHtml(localizedUrl(`${base}/feed.xml`, t.locale))}" rel="self" type="application/rss+xml" />`,
    ...(items[0] ? [`    ${text('lastBuildDate', new Date(items[0].createdAt).toUTCString())}`] : []),
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

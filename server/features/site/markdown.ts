import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The operator's pages are Markdown turned into HTML on the server (decision 0022), in two
 * independent steps, so a slip in one is caught by the other:
 * 1. markdown-it with `html: false`: raw HTML in the source is written out as text, and its link
 *    check refuses `javascript:`, `vbscript:`, `file:` and `data:` addresses (but images).
 * 2. sanitize-html with an allow-list: only the tags Markdown makes, only href/src/alt/title,
 *    only http(s) and mailto links, images from this site or https, no data: URLs anywhere,
 *    no event attributes, no style. Whatever markdown-it let through that is not on it goes.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 's',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its one <h1>; a "# Heading" in the text is a section under it.
    h1: 'h2',
    // Links leave the site without telling it where the reader came from.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};
// The transform adds rel after the attribute filter has run; it is the one attribute we add.
SANITIZE.allowedAttributes = { ...(SANITIZE.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel'] };

/** Safe HTML of an operator's page; '' for empty Markdown. */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return sanitizeHtml(markdown.render(source), SANITIZE);
}

import { fromHighlighter } from '@shikijs/markdown-it/core';
import MarkdownIt, { type MarkdownIt as Markdown, type Token } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { BundledLanguage } from 'shiki';
import type { HighlighterCore } from 'shiki/core';
import { WRITEUP_TOC_MIN_HEADINGS, type WriteupTocEntry } from '../../../common/writeups';
import { type AppScope, appService } from '../app-scope';
import { CODE_THEMES, codeHighlighter } from './highlighter';
import { isOwnUpload, sanitizeWriteup } from './sanitize';
import { taskLists } from './task-lists';

/**
 * Bump when anything below changes what a write-up renders to (a plugin, the allow-list, the
 * languages): stored renders of an older version are rendered again when next read (decision 0030).
 */
export const WRITEUP_RENDERER_VERSION = 1;

export interface RenderedWriteup {
  /** Sanitized HTML; '' for an empty write-up. */
  html: string;
  /** The words a reader sees, without markup: for search, the RSS feed and link previews. */
  text: string;
  /** Its sections, when there are enough of them to be worth a table of contents; else empty. */
  toc: WriteupTocEntry[];
  /** The uploads it shows (`/uploads/…`), so they can be kept as long as the write-up is. */
  images: string[];
  version: number;
}

export interface WriteupRenderer {
  render(markdown: string | null): RenderedWriteup;
}

/** "Getting started!" → "h-getting-started": letters and digits of any script, ids that cannot clash with the page's own. */
export function headingSlug(title: string): string {
  const words = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `h-${words || 'section'}`;
}

function markdownFor(highlighter: HighlighterCore): Markdown {
  // html: false — raw HTML in the source is shown as text; typographer off: code-minded writers
  // mean their quotes and dashes.
  const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
  markdown.use(anchor, { level: [1, 2, 3, 4, 5, 6], slugify: headingSlug, tabIndex: false });
  markdown.use(taskLists);
  markdown.use(
    fromHighlighter(highlighter, {
      themes: CODE_THEMES,
      // Colours as CSS variables only: the site's stylesheet picks the light or the dark ones.
      defaultColor: false,
      // Shiki's built-in plain text; its types list only the grammar bundle's names.
      defaultLanguage: 'text' as BundledLanguage,
      fallbackLanguage: 'text' as BundledLanguage,
    }),
  );
  // An image from elsewhere would let another site see every reader (and change what they see):
  // it shows as its description instead. The sanitizer drops any that got past this anyway.
  const image = markdown.renderer.rules.image;
  markdown.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index] as Token;
    if (isOwnUpload(String(token.attrGet('src') ?? ''))) return image ? image(tokens, index, options, env, self) : '';
    return markdown.utils.escapeHtml(token.content);
  };
  return markdown;
}

/** The words of a parsed write-up, a line per block. */
function plainText(tokens: readonly Token[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
        else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
        else if (child.type === 'image') parts.push(child.content);
      }
    } else if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
    else if (token.nesting === -1 && token.block) parts.push('\n');
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The addresses of this site's uploads the write-up shows as images. */
function ownImages(tokens: readonly Token[]): string[] {
  const found = new Set<string>();
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      const src = child.type === 'image' ? String(child.attrGet('src') ?? '') : '';
      if (src && isOwnUpload(src)) found.add(src);
    }
  }
  return [...found];
}

/** Headings in order, with the level they show at (a "#" shows as the page's h2). */
function sections(tokens: readonly Token[]): WriteupTocEntry[] {
  const entries: WriteupTocEntry[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const id = String(token.attrGet('id') ?? '');
    const text = plainText([tokens[index + 1] as Token]);
    const level = Math.max(2, Number(token.tag.slice(1)));
    if (id && text) entries.push({ id, text, level });
  });
  return entries.length >= WRITEUP_TOC_MIN_HEADINGS ? entries : [];
}

const EMPTY: RenderedWriteup = { html: '', text: '', toc: [], images: [], version: WRITEUP_RENDERER_VERSION };
const isBlank = (source: string | null): boolean => source === null || source.trim() === '';

export function createWriteupRenderer(highlighter: HighlighterCore): WriteupRenderer {
  const markdown = markdownFor(highlighter);
  return {
    render(source) {
      if (source === null || isBlank(source)) return { ...EMPTY };
      const env = {};
      const tokens = markdown.parse(source, env);
      const html = sanitizeWriteup(markdown.renderer.render(tokens, markdown.options, env));
      return { html, text: plainText(tokens), toc: sections(tokens), images: ownImages(tokens), version: WRITEUP_RENDERER_VERSION };
    },
  };
}

/** One renderer per app, built on the app's one highlighter. */
const writeupRenderers = appService('write-up renderer', (deps: { scope: AppScope }) =>
  deps.scope.get(codeHighlighter, undefined).then(createWriteupRenderer),
);

/** The app's write-up renderer (the first call waits for the highlighter to load). */
export function writeupRendererOf(deps: { scope: AppScope }): Promise<WriteupRenderer> {
  return deps.scope.get(writeupRenderers, deps);
}

/** Renders a write-up with the app's renderer; an empty one without waking the highlighter. */
export async function renderWriteup(deps: { scope: AppScope }, source: string | null): Promise<RenderedWriteup> {
  return isBlank(source) ? { ...EMPTY } : (await writeupRendererOf(deps)).render(source);
}

/**
 * The words of a stored rendering, for places that keep only the HTML (a bio): tags dropped,
 * the entities the renderer writes decoded. Only ever given our own sanitized output.
 */
export function textOfRendering(html: string): string {
  return html
    .replace(/<\/(p|h[2-6]|li|pre|blockquote|tr)>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

import sanitizeHtml from 'sanitize-html';
import { keyOfUrl } from '../storage/keys';

/** A colour as Shiki writes it: #rgb, #rrggbb or with alpha. Nothing else may stand in a style. */
const COLOUR = [/^#[0-9a-f]{3,8}$/i];
const FONT_STYLE = [/^(italic|normal)$/];
const FONT_WEIGHT = [/^(bold|normal)$/];
const TEXT_DECORATION = [/^(underline|none|line-through)$/];
const CODE_STYLES = {
  '--shiki-light': COLOUR,
  '--shiki-dark': COLOUR,
  '--shiki-light-bg': COLOUR,
  '--shiki-dark-bg': COLOUR,
  '--shiki-light-font-style': FONT_STYLE,
  '--shiki-dark-font-style': FONT_STYLE,
  '--shiki-light-font-weight': FONT_WEIGHT,
  '--shiki-dark-font-weight': FONT_WEIGHT,
  '--shiki-light-text-decoration': TEXT_DECORATION,
  '--shiki-dark-text-decoration': TEXT_DECORATION,
};

/** An image of a write-up must be one of this site's uploads (`/uploads/<key>`), nothing else. */
export function isOwnUpload(src: string | undefined): boolean {
  return typeof src === 'string' && keyOfUrl(src) !== null;
}

/** A heading keeps an id of the renderer's form only (`h-` and slug characters: see render.ts). */
function heading(tagName: string): sanitizeHtml.Transformer {
  return (_tagName, given) => {
    const id = given.id;
    const attribs: sanitizeHtml.Attributes = id !== undefined && /^h-[\p{L}\p{N}_-]{1,120}$/u.test(id) ? { id } : {};
    return { tagName, attribs };
  };
}

/**
 * The second of the write-up renderer's two locks (the first: markdown-it with `html: false`).
 * Only the tags Markdown makes; only http(s), mailto and same-site links; images from our uploads
 * only; heading ids of the slug alphabet; a style only on highlighted code, and only Shiki's
 * colour variables with colour values; task-list boxes forced read-only. No event attribute,
 * no data: URL, no SVG, iframe, form or script survives, whatever markdown-it let through.
 */
export const WRITEUP_SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'span', 'em', 'strong', 's', 'del',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'input',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    pre: ['class', 'style', 'tabindex'],
    code: ['class'],
    span: ['style'],
    ul: ['class'],
    li: ['class'],
    input: ['type', 'disabled', 'checked', 'class', 'aria-label'],
  },
  allowedClasses: {
    pre: ['shiki', 'shiki-themes', 'github-light', 'github-dark'],
    code: [/^language-[a-z0-9+#-]{1,30}$/],
    ul: ['contains-task-list'],
    ol: ['contains-task-list'],
    li: ['task-list-item'],
    input: ['task-list-item-checkbox'],
  },
  allowedStyles: {
    pre: CODE_STYLES,
    span: CODE_STYLES,
    // markdown-it writes a table column's alignment as a style.
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its one <h1>; a "# Heading" in the text is a section under it.
    h1: heading('h2'),
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    h5: heading('h5'),
    h6: heading('h6'),
    // Links written by members: search engines should not count them, and the page they open
    // gets no handle on ours.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow ugc noopener' } }),
    // A task list's box shows the state; nobody ticks it on a page.
    input: (_tagName, attribs) => ({
      tagName: 'input',
      attribs: {
        type: 'checkbox',
        disabled: '',
        class: 'task-list-item-checkbox',
        'aria-label': attribs['aria-label'] ?? 'Task',
        ...('checked' in attribs ? { checked: '' } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnUpload(frame.attribs.src),
};

export function sanitizeWriteup(html: string): string {
  return sanitizeHtml(html, WRITEUP_SANITIZE);
}

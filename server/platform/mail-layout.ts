import { escapeHtml } from './html';

/** Text with links in it; plain strings are escaped by the layout, never trusted as markup. */
export type Inline = string | { text: string; href: string };

/**
 * What an e-mail's HTML part says, block by block. Features describe content only; the markup,
 * the styles and the escaping live here, so every e-mail looks alike and no name slips through.
 */
export type MailBlock =
  /** A paragraph of plain text. */
  | string
  /** A paragraph with links in it; `small` for the fine print under the main message. */
  | { paragraph: Inline[]; small?: boolean }
  /** The one thing to do. */
  | { button: string; href: string }
  /** Short lines that stand out, as a list. */
  | { list: string[] }
  /** Lines of detail, one under the other. */
  | { lines: string[] };

const FONT = 'font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif';
const PARAGRAPH = 'margin:0 0 16px';
const SMALL = `${PARAGRAPH};font-size:13px;color:#52525b`;
const LINK = 'color:#4f46e5';
const BUTTON = 'display:inline-block;padding:10px 16px;background:#6366f1;color:#ffffff;border-radius:6px;text-decoration:none';

function inline(part: Inline): string {
  return typeof part === 'string' ? escapeHtml(part) : `<a href="${escapeHtml(part.href)}" style="${LINK}">${escapeHtml(part.text)}</a>`;
}

function block(content: MailBlock): string {
  if (typeof content === 'string') return `<p style="${PARAGRAPH}">${escapeHtml(content)}</p>`;
  if ('paragraph' in content) return `<p style="${content.small ? SMALL : PARAGRAPH}">${content.paragraph.map(inline).join('')}</p>`;
  if ('button' in content) return `<p style="${PARAGRAPH}"><a href="${escapeHtml(content.href)}" style="${BUTTON}">${escapeHtml(content.button)}</a></p>`;
  if ('list' in content) return `<ul style="${PARAGRAPH};padding-left:20px">${content.list.map((line) => `<li><strong>${escapeHtml(line)}</strong></li>`).join('')}</ul>`;
  return `<p style="${PARAGRAPH};color:#3f3f46">${content.lines.map(escapeHtml).join('<br>')}</p>`;
}

/**
 * The HTML part of every e-mail: a centred card in nested tables (what mail clients lay out
 * reliably), inline styles only (many clients drop <style>), signed like the plain-text part, in the
 * recipient's language (`lang`, decision 0033).
 */
export function mailHtml(subject: string, body: MailBlock[], siteName: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid #e4e4e7;border-radius:8px"><tr><td style="padding:24px;${FONT};font-size:15px;line-height:1.5;color:#18181b">
${body.map(block).join('\n')}
<p style="margin:0;color:#52525b">— ${escapeHtml(siteName)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

/** What would run script in a browser, in any spelling the HTML parser accepts. */
function executable(html: string): string[] {
  const found: string[] = [];
  if (/<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button)\b/i.test(html)) found.push('a dangerous element');
  // Attributes are looked for inside tags only: escaped text ("&lt;img onerror=…") is harmless.
  const tags = [...html.matchAll(/<[a-z][^>]*>/gi)].map((match) => match[0]).join('\n');
  // An attribute's name is what stands outside quotes ("title=\"a onclick=…\"" is one harmless value).
  const names = tags.replace(/"[^"]*"|'[^']*'/g, '""');
  if (/\son[a-z]+\s*=/i.test(names)) found.push('an event attribute');
  if (/\sstyle\s*=/i.test(names)) found.push('a style attribute');
  for (const match of tags.matchAll(/\s(?:href|src|action|formaction|srcset)\s*=\s*"([^"]*)"/gi)) {
    // As a browser reads it: character references decoded, whitespace and control characters ignored.
    const decoded = (match[1] ?? '')
      .replace(/&#x([0-9a-f]+);?/gi, (_all, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_all, decimal: string) => String.fromCodePoint(Number(decimal)));
    const url = [...decoded].filter((character) => (character.codePointAt(0) ?? 0) > 0x20).join('').toLowerCase();
    if (/^(javascript|vbscript|data|file):/.test(url)) found.push(`a ${url.split(':')[0]}: address`);
  }
  return found;
}

describe("the operator's Markdown pages (decision 0022)", () => {
  const hostile: [string, string][] = [
    ['a script tag', '<script>alert(1)</script>'],
    ['a script tag split over lines', '<scr\nipt>alert(1)</script>'],
    ['an inline event handler on raw HTML', '<img src=x onerror="alert(1)">'],
    ['an event handler on a link', '<a href="https://example.com" onclick="alert(1)">hi</a>'],
    ['raw HTML blocks', '<div><iframe src="https://evil.example"></iframe></div>\n\n<svg onload=alert(1)></svg>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a javascript: link in other case', '[click](JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript: link', '[click](&#106;avascript:alert(1))'],
    ['a javascript: link with a tab', '[click](java\tscript:alert(1))'],
    ['a javascript: reference link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
    ['a data: SVG image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a file: link', '[x](file:///etc/passwd)'],
    ['an attribute breaking out of a title', '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
    ['HTML in a code fence', '```html\n<script>alert(1)</script>\n```'],
  ];

  it.each(hostile)('lets nothing executable through from %s', (_label, source) => {
    const html = renderMarkdown(source);
    expect(executable(html), html).toEqual([]);
  });

  it('shows raw HTML as text rather than dropping it silently', () => {
    expect(renderMarkdown('Hello <b>there</b>')).toBe('<p>Hello &lt;b&gt;there&lt;/b&gt;</p>\n');
  });

  it('keeps what a page needs: headings under the title, lists, safe links, https images, tables', () => {
    const html = renderMarkdown(
      '# Rules\n\n- Be kind\n- No spam\n\n[Contact](mailto:team@example.com) · [Site](https://example.com)\n\n![Logo](https://example.com/logo.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Rules</h2>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<li>Be kind</li>');
    expect(html).toContain('<a href="mailto:team@example.com" rel="noopener noreferrer">Contact</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">Site</a>');
    expect(html).toContain('<img src="https://example.com/logo.png" alt="Logo" />');
    expect(html).toContain('<td>1</td>');
  });

  it('answers nothing for an empty page', () => {
    expect(renderMarkdown('   \n ')).toBe('');
  });
});

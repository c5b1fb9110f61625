import { beforeAll, describe, expect, it } from 'vitest';
import type { WriteupRenderer } from './render';
import { testWriteupRenderer } from './test-renderer';

let renderer: WriteupRenderer;
beforeAll(async () => {
  renderer = await testWriteupRenderer();
});

/** Everything in the HTML that a browser could run, load from elsewhere or style freely. */
function executable(html: string): string[] {
  const found: string[] = [];
  if (/<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|button|textarea|select|frame|frameset|template|video|audio|source)\b/i.test(html)) {
    found.push('a dangerous element');
  }
  // Attributes are looked for inside tags only: escaped text ("&lt;img onerror=…") is harmless.
  const tags = [...html.matchAll(/<[a-z][^>]*>/gi)].map((match) => match[0]);
  for (const tag of tags) {
    // An attribute's name is what stands outside quotes ("title=\"a onclick=…\"" is one harmless value).
    const names = tag.replace(/"[^"]*"|'[^']*'/g, '""');
    if (/\son[a-z]+\s*=/i.test(names)) found.push(`an event attribute in ${tag}`);
    if (/\s(srcset|action|formaction|xlink:href|background|srcdoc)\s*=/i.test(names)) found.push(`a loading attribute in ${tag}`);
    for (const style of tag.matchAll(/\sstyle\s*=\s*"([^"]*)"/gi)) {
      // Only Shiki's colour variables and a table cell's alignment may stand in a style.
      const declarations = (style[1] ?? '').split(';').filter((part) => part.trim() !== '');
      for (const declaration of declarations) {
        if (!/^\s*(--shiki-(light|dark)(-bg|-font-style|-font-weight|-text-decoration)?\s*:\s*[#a-z0-9-]+|text-align\s*:\s*(left|right|center))\s*$/i.test(declaration)) {
          found.push(`a style "${declaration}"`);
        }
      }
    }
    for (const match of tag.matchAll(/\s(href|src)\s*=\s*"([^"]*)"/gi)) {
      // As a browser reads it: character references decoded, whitespace and control characters ignored.
      const decoded = (match[2] ?? '')
        .replace(/&#x([0-9a-f]+);?/gi, (_all, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
        .replace(/&#(\d+);?/g, (_all, decimal: string) => String.fromCodePoint(Number(decimal)))
        .replace(/&colon;/gi, ':');
      const url = [...decoded].filter((character) => (character.codePointAt(0) ?? 0) > 0x20).join('').toLowerCase();
      if (/^(javascript|vbscript|data|file):/.test(url)) found.push(`a ${url.split(':')[0]}: address`);
      if (match[1]?.toLowerCase() === 'src' && !url.startsWith('/uploads/')) found.push(`an image from elsewhere: ${url}`);
    }
  }
  return found;
}

const hostile: [string, string][] = [
  ['a script tag', '<script>alert(1)</script>'],
  ['a script tag split over lines', '<scr\nipt>alert(1)</script>'],
  ['a script inside a list', '- <script>alert(1)</script>\n- two'],
  ['an inline event handler on raw HTML', '<img src=x onerror="alert(1)">'],
  ['an event handler on a link', '<a href="https://example.com" onclick="alert(1)">hi</a>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['inline SVG', '<svg onload=alert(1)><circle r="10"/></svg>'],
  ['an SVG with a script', '<svg><script>alert(1)</script></svg>'],
  ['MathML', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['a style element', '<style>body{display:none}</style>'],
  ['a style attribute', '<p style="position:fixed;inset:0;background:url(https://evil.example/x)">x</p>'],
  ['CSS in a heading', '# Title <span style="background:url(javascript:alert(1))">x</span>'],
  ['a form', '<form action="https://evil.example"><input name="password"><button>go</button></form>'],
  ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['a base element', '<base href="https://evil.example/">'],
  ['a javascript: link', '[click](javascript:alert(1))'],
  ['a javascript: link in other case', '[click](JaVaScRiPt:alert(1))'],
  ['an entity-encoded javascript: link', '[click](&#106;avascript:alert(1))'],
  ['a javascript: link with a colon entity', '[click](javascript&colon;alert(1))'],
  ['a javascript: link with a tab', '[click](java\tscript:alert(1))'],
  ['a javascript: reference link', '[click][x]\n\n[x]: javascript:alert(1)'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a javascript: linkified text', 'see javascript:alert(1) now'],
  ['a vbscript: link', '[click](vbscript:msgbox(1))'],
  ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a data: image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
  ['a data: SVG image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['a javascript: image', '![x](javascript:alert(1))'],
  ['an image from another site', '![tracker](https://evil.example/pixel.gif)'],
  ['a protocol-relative image', '![x](//evil.example/pixel.gif)'],
  ['an image outside the uploads', '![x](/api/auth/logout)'],
  ['an image with a path trick', '![x](/uploads/../api/admin)'],
  ['a raw HTML image from another site', '<img src="https://evil.example/pixel.gif">'],
  ['a file: link', '[x](file:///etc/passwd)'],
  ['an attribute breaking out of a title', '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ['an attribute breaking out of an image title', '![x](/uploads/ab/0123456789abcdef0123456789abcdef.png "a\\" onerror=\\"alert(1)")'],
  ['HTML in a code fence', '```html\n<script>alert(1)</script>\n```'],
  ['a hostile code fence language', '```"><script>alert(1)</script>\nx\n```'],
  ['a code fence language with a style', '```js style="color:red"\nx\n```'],
  ['a heading id trick', '# x {#onclick}\n\n<h2 id="x" onclick="alert(1)">y</h2>'],
  ['a task list box with HTML', '- [x] <input onfocus=alert(1) autofocus>'],
  ['an HTML comment hiding a script', '<!-- --><script>alert(1)</script> -->'],
  ['a table cell with HTML', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
];

describe('the write-up sanitizer (decision 0030)', () => {
  it.each(hostile)('lets nothing executable through from %s', (_label, source) => {
    const { html } = renderer.render(source);
    expect(executable(html), html).toEqual([]);
  });

  it('finds what it is looking for (the check itself is not blind)', () => {
    expect(executable('<script>x</script>')).not.toEqual([]);
    expect(executable('<a href="javascript:x">x</a>')).not.toEqual([]);
    expect(executable('<img src="https://evil.example/x.png">')).not.toEqual([]);
    expect(executable('<p style="color:red">x</p>')).not.toEqual([]);
    expect(executable('<p onclick="x">x</p>')).not.toEqual([]);
  });

  it('shows raw HTML as text rather than dropping it silently', () => {
    expect(renderer.render('Hello <b>there</b>').html).toBe('<p>Hello &lt;b&gt;there&lt;/b&gt;</p>\n');
  });

  it('shows an image from another site as its description', () => {
    const { html } = renderer.render('![a chart](https://example.com/chart.png)');
    expect(html).toBe('<p>a chart</p>\n');
  });
});

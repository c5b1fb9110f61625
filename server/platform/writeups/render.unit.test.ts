import { beforeAll, describe, expect, it } from 'vitest';
import { headingSlug, WRITEUP_RENDERER_VERSION, type WriteupRenderer } from './render';
import { testWriteupRenderer } from './test-renderer';

let renderer: WriteupRenderer;
beforeAll(async () => {
  renderer = await testWriteupRenderer();
});

const UPLOAD = '/uploads/ab/0123456789abcdef0123456789abcdef.webp';

describe('the write-up renderer (decision 0030)', () => {
  it('gives headings ids and a long write-up a table of contents', () => {
    const { html, toc } = renderer.render('# Why\n\ntext\n\n## How it works\n\n### Étape 2\n\n## How it works');
    expect(html).toContain('<h2 id="h-why">Why</h2>');
    expect(html).toContain('<h2 id="h-how-it-works">How it works</h2>');
    expect(html).toContain('<h3 id="h-étape-2">Étape 2</h3>');
    // The same title twice still gives two distinct anchors.
    expect(html).toContain('<h2 id="h-how-it-works-1">');
    expect(toc).toEqual([
      { id: 'h-why', text: 'Why', level: 2 },
      { id: 'h-how-it-works', text: 'How it works', level: 2 },
      { id: 'h-étape-2', text: 'Étape 2', level: 3 },
      { id: 'h-how-it-works-1', text: 'How it works', level: 2 },
    ]);
  });

  it('has no table of contents for a short write-up', () => {
    expect(renderer.render('## One\n\n## Two').toc).toEqual([]);
  });

  it('makes heading ids from any title, even one with no letters', () => {
    expect(headingSlug('Hello, World!')).toBe('h-hello-world');
    expect(headingSlug('!!!')).toBe('h-section');
  });

  it('highlights known languages with light and dark colours, and shows others as plain text', () => {
    const { html } = renderer.render('```ts\nconst answer: number = 42;\n```\n\n```klingon\nQapla!\n```');
    expect(html).toContain('<pre class="shiki shiki-themes github-light github-dark"');
    expect(html).toContain('<code class="language-ts">');
    expect(html).toMatch(/<span style="--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}">const<\/span>/);
    expect(html).toContain('<code class="language-text"><span><span>Qapla!</span></span></code>');
  });

  it('renders task lists as read-only boxes', () => {
    const { html } = renderer.render('- [x] done\n- [ ] to do\n- plain');
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" disabled class="task-list-item-checkbox" aria-label="done" checked /> done</li>');
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" disabled class="task-list-item-checkbox" aria-label="to do" /> to do</li>');
    expect(html).toContain('<li>plain</li>');
  });

  it('renders tables with their alignment', () => {
    const { html } = renderer.render('| name | stars |\n|:-----|------:|\n| shipyard | 42 |');
    expect(html).toContain('<th style="text-align:left">name</th>');
    expect(html).toContain('<td style="text-align:right">42</td>');
  });

  it('marks every link as not vouched for', () => {
    const { html } = renderer.render('[docs](https://example.com/docs), https://example.org and <mailto:me@example.com>');
    expect(html).toContain('<a href="https://example.com/docs" rel="nofollow ugc noopener">docs</a>');
    expect(html).toContain('<a href="https://example.org" rel="nofollow ugc noopener">https://example.org</a>');
    expect(html).toContain('<a href="mailto:me@example.com" rel="nofollow ugc noopener">');
  });

  it("keeps images from this site's uploads", () => {
    const rendered = renderer.render(`![Screenshot](${UPLOAD}) ![x](https://example.com/x.png)`);
    expect(rendered.html).toBe(`<p><img src="${UPLOAD}" alt="Screenshot" /> x</p>\n`);
    expect(rendered.images).toEqual([UPLOAD]);
  });

  it('reads the words without the markup, for search, feeds and previews', () => {
    const { text } = renderer.render('# Title\n\nSome **bold** and `code` with a [link](https://example.com).\n\n```js\nlet x = 1;\n```\n\n- [x] shipped');
    expect(text).toBe('Title\nSome bold and code with a link.\nlet x = 1;\nshipped');
  });

  it('renders plain text of old projects as paragraphs', () => {
    const { html, text } = renderer.render('My app does things.\nIt is fast.\n\nSecond paragraph.');
    expect(html).toBe('<p>My app does things.\nIt is fast.</p>\n<p>Second paragraph.</p>\n');
    expect(text).toBe('My app does things. It is fast.\nSecond paragraph.');
  });

  it('answers nothing for an empty write-up, with the version it was made by', () => {
    expect(renderer.render('  \n')).toEqual({ html: '', text: '', toc: [], images: [], version: WRITEUP_RENDERER_VERSION });
    expect(renderer.render(null).html).toBe('');
  });
});

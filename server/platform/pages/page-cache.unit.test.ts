import { describe, expect, it } from 'vitest';
import { EncodedPage } from './encoded-page';
import { PageCache } from './page-cache';

describe('PageCache', () => {
  const page = (html: string) => ({ statusCode: 200, html, encoded: new EncodedPage(html) });

  it('answers a page for 10 s, then renders again', () => {
    let now = 1_000;
    const cache = new PageCache(() => now);
    cache.set('/', page('a'));
    now += 9_999;
    expect(cache.get('/')?.html).toBe('a');
    now += 1;
    expect(cache.get('/')).toBeUndefined();
  });

  it('keeps at most 500 pages, dropping the oldest first', () => {
    const cache = new PageCache(() => 0);
    for (let index = 0; index < 501; index++) cache.set(`/projects/${index}`, page(String(index)));
    expect(cache.get('/projects/0')).toBeUndefined();
    expect(cache.get('/projects/1')?.html).toBe('1');
    expect(cache.get('/projects/500')?.html).toBe('500');
  });

  it('forgets everything when cleared', () => {
    const cache = new PageCache(() => 0);
    cache.set('/', page('a'));
    cache.clear();
    expect(cache.get('/')).toBeUndefined();
  });
});

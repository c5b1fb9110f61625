import { describe, expect, it } from 'vitest';
import { EncodedBody } from '../encoded-body';
import { PageCache } from './page-cache';

describe('PageCache', () => {
  const page = (html: string) => ({ statusCode: 200, html, encoded: new EncodedBody(html) });

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

  it('renders a page once for every visitor who asks while it renders', async () => {
    const cache = new PageCache(() => 0);
    let renders = 0;
    let finish: (html: string) => void = () => {};
    const render = () => {
      renders += 1;
      return new Promise<ReturnType<typeof page>>((resolve) => {
        finish = (html) => resolve(page(html));
      });
    };
    const asked = [cache.getOrMake('/', render), cache.getOrMake('/', render), cache.getOrMake('/', render)];
    finish('once');
    expect((await Promise.all(asked)).map((answer) => answer?.html)).toEqual(['once', 'once', 'once']);
    expect(renders).toBe(1);
    expect((await cache.getOrMake('/', render))?.html).toBe('once');
    expect(renders).toBe(1);
  });

  it('does not keep a page whose render began before a write, nor a failed render', async () => {
    const cache = new PageCache(() => 0);
    let finish: (html: string) => void = () => {};
    const slow = cache.getOrMake('/', () => new Promise((resolve) => (finish = (html) => resolve(page(html)))));
    cache.clear();
    // Asked after the write: a render of its own, not the one that began before it.
    const fresh = cache.getOrMake('/', async () => page('after the write'));
    finish('before the write');
    expect((await slow)?.html).toBe('before the write');
    expect((await fresh)?.html).toBe('after the write');
    expect(cache.get('/')?.html).toBe('after the write');

    expect(await cache.getOrMake('/failed', async () => null)).toBeNull();
    expect(cache.get('/failed')).toBeUndefined();
  });
});

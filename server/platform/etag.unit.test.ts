import { describe, expect, it } from 'vitest';
import { COMPRESSIBLE_TYPE } from './compression';
import { etagOf, matchesIfNoneMatch } from './etag';

describe('etagOf and If-None-Match', () => {
  it('is a weak tag that follows the body', () => {
    expect(etagOf('[1]')).toMatch(/^W\/"[\w-]{27}"$/);
    expect(etagOf('[1]')).toBe(etagOf(Buffer.from('[1]')));
    expect(etagOf('[1]')).not.toBe(etagOf('[2]'));
  });

  it('compares weakly, in a list, and * matches anything', () => {
    const tag = etagOf('body');
    const opaque = tag.slice(2);
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(opaque, tag)).toBe(true);
    expect(matchesIfNoneMatch(`W/"a", ${tag} , "b"`, tag)).toBe(true);
    expect(matchesIfNoneMatch(' * ', tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
  });
});

describe('compressible types', () => {
  it('text formats yes; the event stream, images and binaries no', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/plain; charset=utf-8',
      'text/css',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'application/json; charset=utf-8',
      'application/problem+json',
      'application/manifest+json',
      'application/xml; charset=utf-8',
      'application/rss+xml; charset=utf-8',
      'image/svg+xml',
    ]) {
      expect(COMPRESSIBLE_TYPE.test(type), type).toBe(true);
    }
    for (const type of ['text/event-stream', 'text/event-stream; charset=utf-8', 'image/png', 'image/webp', 'video/mp4', 'application/octet-stream', 'application/zip', 'font/woff2']) {
      expect(COMPRESSIBLE_TYPE.test(type), type).toBe(false);
    }
  });
});

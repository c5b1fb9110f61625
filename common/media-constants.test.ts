import { describe, expect, it } from 'vitest';
import { formatDuration, type MediaRendition, srcSetOf } from './media-constants';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [2.6, '0:03'],
    [75, '1:15'],
    [3600, '1:00:00'],
    [3723.4, '1:02:03'],
  ])('%s s reads %s', (seconds, shown) => expect(formatDuration(seconds)).toBe(shown));
});

describe('srcSetOf', () => {
  const rendition = (width: number): MediaRendition => ({ url: `/uploads/ab/x-w${width}.webp`, width, height: width / 2, type: 'image/webp', frame: 'full' });
  it('lists the renditions narrowest first, with their widths', () => {
    expect(srcSetOf([rendition(800), rendition(400)])).toBe('/uploads/ab/x-w400.webp 400w, /uploads/ab/x-w800.webp 800w');
  });
  it('is undefined without renditions (media stored before them)', () => expect(srcSetOf([])).toBeUndefined());
});

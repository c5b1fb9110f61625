import type { MediaRendition } from '@common/media-constants';
import { describe, expect, it } from 'vitest';
import { type ImageMedia, sourcesOf } from '../lib/sources';

const rendition = (width: number, type: MediaRendition['type'], frame: MediaRendition['frame'] = 'full'): MediaRendition => ({
  url: `/uploads/ab/x-${frame === 'card' ? 'card' : 'w'}${width}.${type.slice(6).replace('jpeg', 'jpg')}`,
  width,
  height: Math.round(width / 1.6),
  type,
  frame,
});

const jpeg: ImageMedia = {
  url: '/uploads/ab/x.jpg',
  thumbnailUrl: '/uploads/ab/x-card.webp',
  width: 2000,
  height: 1250,
  placeholder: null,
  renditions: [rendition(400, 'image/webp'), rendition(400, 'image/jpeg'), rendition(800, 'image/webp'), rendition(800, 'image/jpeg'), rendition(400, 'image/webp', 'card'), rendition(800, 'image/webp', 'card')],
};

describe('sourcesOf', () => {
  it('offers WebP renditions in a <source> and the original format, up to the stored file, in the <img>', () => {
    expect(sourcesOf(jpeg, 'full')).toEqual({
      src: '/uploads/ab/x.jpg',
      webp: '/uploads/ab/x-w400.webp 400w, /uploads/ab/x-w800.webp 800w, /uploads/ab/x.jpg 2000w',
      srcSet: '/uploads/ab/x-w400.jpg 400w, /uploads/ab/x-w800.jpg 800w, /uploads/ab/x.jpg 2000w',
      width: 2000,
      height: 1250,
    });
  });

  it('gives a card its 16:10 crops at 800×500', () => {
    expect(sourcesOf(jpeg, 'card')).toMatchObject({ src: '/uploads/ab/x-card.webp', srcSet: '/uploads/ab/x-card400.webp 400w, /uploads/ab/x-card800.webp 800w', width: 800, height: 500 });
  });

  it('falls back to the file alone for media stored before renditions', () => {
    expect(sourcesOf({ ...jpeg, width: null, height: null, renditions: [] }, 'full')).toEqual({ src: '/uploads/ab/x.jpg', webp: undefined, srcSet: undefined, width: undefined, height: undefined });
  });
});

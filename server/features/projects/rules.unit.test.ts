import { describe, expect, it } from 'vitest';
import { parseRange } from '../../platform/storage/serve';
import { resolveRange } from '../../platform/storage';
import { toPrefixQuery } from '../feed/service';
import { resolveCategories } from './service';
import { slugCandidates, slugify } from './slugs';
import { HALF_LIFE_HOURS, trendingScore } from '../../core/projects/trending';

describe('slugs (decision 11)', () => {
  it.each([
    ['My App', 'my-app'],
    ['  Mon Café — App!  ', 'mon-cafe-app'],
    ['Straße & Søn', 'strasse-son'],
    ['C++ / Rust: 2024', 'c-rust-2024'],
    ['我的应用', 'project'],
    ['Привет мир', 'project'],
    ['!!!', 'project'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('stays short and never ends with a dash', () => {
    const slug = slugify(`${'word '.repeat(30)}end`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('probes my-app, my-app-2 … in batches', () => {
    expect(slugCandidates('my-app', 0).slice(0, 3)).toEqual(['my-app', 'my-app-2', 'my-app-3']);
    expect(slugCandidates('my-app', 1)[0]).toBe('my-app-21');
  });
});

describe('trending score (docs/decisions/0004)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const decayed = (likes: number, comments: number, views: number, ageHours: number) =>
    (1 + 3 * likes + 5 * comments + 0.2 * views) * 2 ** (-ageHours / HALF_LIFE_HOURS);

  it('orders exactly as weight × 2^(−age / half-life)', () => {
    const cases = [
      [10, 2, 100, 30],
      [0, 0, 0, 0],
      [3, 0, 10, 2],
      [50, 10, 1000, 72],
      [1, 1, 1, 12],
    ] as const;
    const byScore = [...cases].sort(
      (a, b) =>
        trendingScore({ likes: b[0], comments: b[1], views: b[2], createdAt: hoursAgo(b[3]) }) -
        trendingScore({ likes: a[0], comments: a[1], views: a[2], createdAt: hoursAgo(a[3]) }),
    );
    const byDecay = [...cases].sort((a, b) => decayed(b[0], b[1], b[2], b[3]) - decayed(a[0], a[1], a[2], a[3]));
    expect(byScore).toEqual(byDecay);
  });

  it('values one half-life of age as much as doubling the engagement', () => {
    const older = trendingScore({ likes: 5, comments: 0, views: 0, createdAt: hoursAgo(HALF_LIFE_HOURS) });
    const newer = trendingScore({ likes: 5, comments: 0, views: 0, createdAt: now });
    expect(newer - older).toBeCloseTo(1, 9);
  });
});

describe('edit form category (decision 1)', () => {
  it('takes categories as given, or a single category alone', () => {
    expect(resolveCategories({ categories: ['ios', 'graphql'] }, ['fintech'])).toEqual(['ios', 'graphql']);
    expect(resolveCategories({ category: 'graphql' }, ['ios'])).toEqual(['graphql']);
  });

  it('keeps the categories that fall in a chosen group, else the group’s first', () => {
    expect(resolveCategories({ category: 'web' }, ['full-stack', 'ios'])).toEqual(['full-stack']);
    expect(resolveCategories({ category: 'mobile' }, ['full-stack'])).toEqual(['ios']);
  });
});

describe('search text', () => {
  it('becomes a prefix query of letters and digits only', () => {
    expect(toPrefixQuery('React nat')).toBe('react:* & nat:*');
    expect(toPrefixQuery("x' | !(y) & z:*")).toBe('x:* & y:* & z:*');
    expect(toPrefixQuery(' -- ')).toBeUndefined();
    expect(toPrefixQuery('Café 日本')).toBe('café:* & 日本:*');
  });
});

describe('byte ranges of /uploads', () => {
  it('parses the forms players send', () => {
    expect(parseRange(undefined)).toBeUndefined();
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-')).toEqual({ start: 100 });
    expect(parseRange('bytes=-50')).toEqual({ suffix: 50 });
    expect(parseRange('bytes=9-3')).toBe('invalid');
    expect(parseRange('items=1-2')).toBe('invalid');
  });

  it('resolves them against the size', () => {
    expect(resolveRange({ start: 0, end: 99 }, 50)).toEqual({ start: 0, end: 49 });
    expect(resolveRange({ suffix: 10 }, 50)).toEqual({ start: 40, end: 49 });
    expect(resolveRange({ start: 50 }, 50)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseRange } from '../../platform/storage/serve';
import { resolveRange } from '../../platform/storage';
import { toPrefixQuery } from '../feed/service';
import { resolveCategories } from './service';
import { slugCandidates, slugify } from './slugs';

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

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';
import { cn } from './utils';

/**
 * mergeClasses stands in for tailwind-merge in the browser (see class-merge.ts). Tailwind only
 * builds the classes written out in the source, so checking every class in web/src against
 * tailwind-merge itself covers every class the app can have.
 */
const webRoot = path.resolve(import.meta.dirname, '..');

function classesInSource(): string[] {
  const tokens = new Set<string>();
  const files = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter(
    // class-merge.ts itself is left out: its group names look like classes but are none.
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('class-merge.ts'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(webRoot, file), 'utf8');
    // Every quoted or template string, split at white space: class lists and much else besides.
    for (const match of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const token of (match[2] ?? '').split(/\s+/)) if (token) tokens.add(token);
    }
  }
  return [...tokens].sort();
}

/** A class tailwind-merge (or mergeClasses) files under some group: it drops a second copy. */
const grouped = (merge: (classes: string) => string, token: string) => merge(`${token} ${token}`) === token;

describe('mergeClasses', () => {
  const tokens = classesInSource();
  const known = tokens.filter((token) => grouped(twMerge, token));

  it('finds the classes of the source', () => {
    expect(known).toContain('px-4');
    expect(known.length).toBeGreaterThan(300);
  });

  it('knows a class as Tailwind exactly when tailwind-merge does', () => {
    const differing = tokens.filter((token) => grouped(twMerge, token) !== grouped(mergeClasses, token));
    expect(differing, 'classes that class-merge.ts groups differently from tailwind-merge: give them a rule').toEqual([]);
  });

  it('resolves every pair of the source classes as tailwind-merge does', () => {
    const wrong: string[] = [];
    for (const first of known) {
      for (const second of known) {
        const classes = `${first} ${second}`;
        const expected = twMerge(classes);
        if (mergeClasses(classes) !== expected && wrong.push(`"${classes}" → "${mergeClasses(classes)}", want "${expected}"`) >= 20) break;
      }
      if (wrong.length >= 20) break;
    }
    expect(wrong, 'pairs class-merge.ts resolves differently from tailwind-merge: fix their rules').toEqual([]);
    // Every pair of some hundreds of classes, twice: seconds on a busy machine.
  }, 60_000);

  it('lets a component’s className override its defaults', () => {
    // The Button of the navbar: icon size 9 by default, 8 on phones.
    expect(cn('inline-flex size-9 rounded-lg', 'size-8 sm:size-9')).toBe('inline-flex rounded-lg size-8 sm:size-9');
    expect(cn('h-8 px-3 text-sm', 'px-2 sm:px-3')).toBe('h-8 text-sm px-2 sm:px-3');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('bg-primary hover:bg-primary-hover', 'bg-black/60')).toBe('hover:bg-primary-hover bg-black/60');
    expect(cn('text-sm text-muted-foreground', 'text-xs', 'text-foreground')).toBe('text-xs text-foreground');
    expect(cn('border border-input', 'border-0')).toBe('border-input border-0');
    expect(cn('rounded-lg', 'rounded-r-lg rounded-full')).toBe('rounded-full');
    expect(cn('focus-visible:ring-2', 'focus-visible:ring-0', false, null, undefined)).toBe('focus-visible:ring-0');
    expect(cn('hover:focus:bg-accent', 'focus:hover:bg-muted')).toBe('focus:hover:bg-muted');
    expect(cn('group animate-pop-in', 'animate-spin')).toBe('group animate-pop-in animate-spin');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Right-to-left is prepared (issue 18): spacing, positions, borders, corners and alignment that
 * follow the reading direction are written with logical properties (ms-, pe-, start-, text-start,
 * rounded-e, padding-inline-start…), so a right-to-left language needs `dir` and a catalogue, not a
 * CSS audit. This check lists every physical one left in the web app.
 */
const webRoot = path.resolve(import.meta.dirname, '..');
const sourceFiles = (extension: RegExp) =>
  readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter((file) => extension.test(file) && !/\.test\.tsx?$/.test(file));

/** A Tailwind spacing or position value: 2, 1/2, 0.5, px, full, auto, [3px]. Not a word ("right-to-left"). */
const VALUE = String.raw`(?:\d[\d./]*|px|full|auto|\[[^\]\s]+\])`;
/** A Tailwind class (with any variants) that names the left or the right side. */
const PHYSICAL_CLASS = new RegExp(
  String.raw`(?:[\w-]+:)*-?(?:(?:m[lr]|p[lr]|scroll-[mp][lr]|left|right)-${VALUE}|(?:border-[lr]|rounded-(?:[lr]|tl|tr|bl|br))(?:-[\w[\].]+)?|(?:text|float|clear)-(?:left|right))`,
);
const isPhysicalClass = (token: string) => new RegExp(`^${PHYSICAL_CLASS.source}$`).test(token);
/** Centring (`left-1/2` with `-translate-x-1/2`) is the same in both directions. */
const CENTRED = /^(?:[\w-]+:)*left-1\/2$/;
const PHYSICAL_CSS = /\b(?:margin|padding|border)-(?:left|right)\b|\btext-align:\s*(?:left|right)\b|^\s*(?:left|right):/gm;

describe('logical properties', () => {
  it('no component writes a left or right side where the reading direction is meant', () => {
    const found: string[] = [];
    // class-merge.ts names class groups, not classes.
    for (const file of sourceFiles(/\.tsx?$/).filter((name) => !name.endsWith('class-merge.ts'))) {
      const source = readFileSync(path.join(webRoot, file), 'utf8');
      for (const match of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
        for (const token of (match[2] ?? '').split(/\s+/)) {
          if (isPhysicalClass(token) && !CENTRED.test(token)) found.push(`${file}: ${token}`);
        }
      }
    }
    for (const file of sourceFiles(/\.css$/)) {
      for (const match of readFileSync(path.join(webRoot, file), 'utf8').matchAll(PHYSICAL_CSS)) found.push(`${file}: ${match[0].trim()}`);
    }
    expect(found).toEqual([]);
  });

  it('reads the web app’s sources: components and the style sheet', () => {
    // An empty list would pass the check above whatever the sources say.
    expect(sourceFiles(/\.tsx?$/)).toContain(path.join('components', 'ui', 'tabs.tsx'));
    expect(sourceFiles(/\.css$/)).toContain('index.css');
  });

  it('recognises the physical classes it looks for', () => {
    for (const token of ['ml-2', '-ml-2', 'sm:pr-10', 'right-0', 'rounded-br-md', 'text-left', 'border-l-4', 'md:left-3']) expect(isPhysicalClass(token), token).toBe(true);
    for (const token of ['ms-2', 'pe-10', 'end-0', 'rounded-ee-md', 'text-start', 'border-s-4', 'left', 'right-to-left', 'px-3']) expect(isPhysicalClass(token), token).toBe(false);
  });

  it('recognises the physical CSS declarations it looks for', () => {
    const physical = (css: string) => [...css.matchAll(PHYSICAL_CSS)].length > 0;
    for (const css of ['  padding-left: 1.5rem;', 'border-right: 3px solid', 'margin-left: 0', 'text-align: left;', '  right: 0;']) expect(physical(css), css).toBe(true);
    for (const css of ['padding-inline-start: 1.5rem;', 'border-inline-start: 3px solid', 'text-align: start;', '  inset-inline-end: 0;', 'border-top-left-radius: 2px;']) expect(physical(css), css).toBe(false);
  });
});

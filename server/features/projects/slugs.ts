/** Used when a title has no Latin letters or digits at all (e.g. "我的应用"). */
export const FALLBACK_SLUG = 'project';
const MAX_SLUG_LENGTH = 60;

/**
 * "Mon Café App!" → "mon-cafe-app". Accents are folded to ASCII so links stay readable when
 * pasted anywhere; a title with nothing left becomes "project" (then "project-2", …).
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** Probed in batches of exact lookups (each an index hit); past the last batch a random suffix. */
export const SLUG_BATCH = 20;
export const SLUG_BATCHES = 3;

/** Batch 0: base, base-2 … base-20; batch 1: base-21 … base-40; and so on. */
export function slugCandidates(base: string, batch: number): string[] {
  const first = batch * SLUG_BATCH + 1;
  return Array.from({ length: SLUG_BATCH }, (_, index) => {
    const n = first + index;
    return n === 1 ? base : `${base}-${n}`;
  });
}

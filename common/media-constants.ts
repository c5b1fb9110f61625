/**
 * Media constants and pure helpers, without zod, so that the cards and the gallery can use them
 * without bringing the schemas into a page's first load (common/media.ts re-exports them).
 */

/** Widths of the full-frame renditions of an image (only those narrower than the image itself). */
export const IMAGE_RENDITION_WIDTHS = [400, 800, 1600] as const;
/** Card renditions: the grid's 16:10 frame at 1× and 2× of a 400 px column. */
export const CARD_RENDITION_WIDTHS = [400, 800] as const;
export const CARD_FRAME = { width: 800, height: 500 } as const;

export const RENDITION_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const;

/** The fields of a rendition (common/media.ts has its schema). */
export interface MediaRendition {
  url: string;
  width: number;
  height: number;
  type: (typeof RENDITION_TYPES)[number];
  frame: 'full' | 'card';
}

/** "0:07", "3:25", "1:02:03": how a video's length is shown. */
export function formatDuration(totalSeconds: number): string {
  const rounded = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const seconds = String(rounded % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A `srcset` attribute from renditions (narrowest first), or undefined when there are none. */
export function srcSetOf(renditions: readonly MediaRendition[]): string | undefined {
  if (renditions.length === 0) return undefined;
  return [...renditions]
    .sort((a, b) => a.width - b.width)
    .map((rendition) => `${rendition.url} ${rendition.width}w`)
    .join(', ');
}

import { z } from 'zod';

/**
 * What the server knows of a stored image or video beyond its address (decision 0031): its size,
 * a ThumbHash placeholder, the smaller renditions made on upload and, for videos, a poster frame
 * and the duration. Shared by the upload answer, project media and card previews.
 */

/** Widths of the full-frame renditions of an image (only those narrower than the image itself). */
export const IMAGE_RENDITION_WIDTHS = [400, 800, 1600] as const;
/** Card renditions: the grid's 16:10 frame at 1× and 2× of a 400 px column. */
export const CARD_RENDITION_WIDTHS = [400, 800] as const;
export const CARD_FRAME = { width: 800, height: 500 } as const;

export const RENDITION_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const;

export const mediaRenditionSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  type: z.enum(RENDITION_TYPES),
  /** 'full': the whole picture scaled down; 'card': cropped to the cards' 16:10 frame. */
  frame: z.enum(['full', 'card']),
});
export type MediaRendition = z.infer<typeof mediaRenditionSchema>;

/** The fields every medium carries in answers; null where unknown (media stored before 0031). */
export const mediaDetailsShape = {
  /** Pixel size of `url` (of the video for videos). */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** A ThumbHash in base64 (about 25 bytes), drawn while the picture loads. */
  placeholder: z.string().nullable(),
  renditions: z.array(mediaRenditionSchema),
  /** Videos: a still frame shown before playing. */
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().nonnegative().nullable(),
};

export interface MediaDetails {
  width: number | null;
  height: number | null;
  placeholder: string | null;
  renditions: MediaRendition[];
  posterUrl: string | null;
  durationSeconds: number | null;
}

export const NO_MEDIA_DETAILS: MediaDetails = {
  width: null,
  height: null,
  placeholder: null,
  renditions: [],
  posterUrl: null,
  durationSeconds: null,
};

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

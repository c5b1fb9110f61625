import { z } from 'zod';
import { type MediaRendition, RENDITION_TYPES } from './media-constants';

export * from './media-constants';

/**
 * What the server knows of a stored image or video beyond its address (decision 0031): its size,
 * a ThumbHash placeholder, the smaller renditions made on upload and, for videos, a poster frame
 * and the duration. Shared by the upload answer, project media and card previews.
 */

export const mediaRenditionSchema: z.ZodType<MediaRendition> = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  type: z.enum(RENDITION_TYPES),
  /** 'full': the whole picture scaled down; 'card': cropped to the cards' 16:10 frame. */
  frame: z.enum(['full', 'card']),
});

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

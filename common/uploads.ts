import { z } from 'zod';
import { mediaDetailsShape } from './media';

/** Upload rules shared by the server (enforcement) and the forms (accept attribute, hints). */
export const UPLOAD_MAX_MB = 10;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** For `<input type="file" accept=…>`; the server decides by the bytes, not by this. */
export const UPLOAD_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES].join(',');

/** POST /api/upload → 201. `url` is what POST /api/projects/:id/media takes. */
export const uploadResultSchema = z.object({
  url: z.string(),
  type: z.enum(['image', 'video']),
  /** A card-sized rendition (images only). */
  thumbnailUrl: z.string().nullable(),
  /** Size, placeholder, renditions; poster and duration for videos (decision 0031). */
  ...mediaDetailsShape,
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

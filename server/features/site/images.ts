import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { SiteImageKind } from '../../../common/site';
import { AppError, badRequest } from '../../platform/errors';
import { describeRefusal, IMAGE_EXTENSIONS, UPLOAD_MESSAGES } from '../../core/uploads/service';

/** Refuses decompression bombs before decoding, as every other image upload does. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * What each image becomes. PNG, not WebP: the logo goes into e-mails (several mail clients show
 * no WebP) and link previews, and both keep transparency. Fitted inside the box, never cropped:
 * a wordmark must not lose its ends.
 */
const SHAPES: Record<SiteImageKind, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  favicon: { width: 64, height: 64 },
};

/**
 * Processed like every other uploaded image (core/uploads): the type is decided by the bytes
 * (SVG and HTML refused by name), EXIF orientation applied, every piece of metadata dropped,
 * first frame of an animation, re-encoded.
 */
export async function siteImage(input: Buffer, kind: SiteImageKind): Promise<Buffer> {
  if (input.length === 0) throw badRequest(UPLOAD_MESSAGES.empty);
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed || !IMAGE_EXTENSIONS.has(sniffed.ext)) throw new AppError(415, 'unsupported_media_type', imageOnly(describeRefusal(input)));
  const { width, height } = SHAPES[kind];
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 }, withoutEnlargement: kind === 'logo' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.unreadable);
  }
}

/** The shared messages also offer videos; a logo must be an image. */
function imageOnly(message: string): string {
  return message.replace(', or an MP4, WebM or MOV video', '');
}

import sharp, { type Sharp } from 'sharp';

/** Longest side of a stored image: plenty for a full-width showcase, bounded for storage. */
export const IMAGE_MAX_SIDE = 2400;
/** Card rendition: the 16:10 frame of the project grid, at 2× for sharp screens. */
export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 500;
/** Refuses decompression bombs (a tiny file that decodes to gigabytes) before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Animations are re-encoded frame by frame; keep them smaller so that stays quick. */
const ANIMATION_MAX_SIDE = 1200;

export interface ProcessedImage {
  main: { body: Buffer; extension: string; contentType: string };
  card: { body: Buffer; extension: 'webp'; contentType: 'image/webp' };
}

export class UnreadableImageError extends Error {}

/**
 * Re-encodes an image we have already sniffed: orientation applied from EXIF, then every piece of
 * metadata (EXIF with its GPS position, XMP, ICC comments) dropped — sharp keeps none unless told
 * to. JPEG, PNG and WebP keep their format; AVIF becomes WebP (AVIF encoding costs seconds of CPU
 * per image); animations stay animated.
 */
export async function processImage(input: Buffer, extension: string): Promise<ProcessedImage> {
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const animated = (metadata.pages ?? 1) > 1 && (extension === 'gif' || extension === 'webp');
    const side = animated ? ANIMATION_MAX_SIDE : IMAGE_MAX_SIDE;
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated })
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const main = await encode(pipeline, extension);
    // The card is a still: the first frame of an animation.
    const card = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    return { main, card: { body: card, extension: 'webp', contentType: 'image/webp' } };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

async function encode(pipeline: Sharp, extension: string): Promise<ProcessedImage['main']> {
  switch (extension) {
    case 'jpg':
      return { body: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), extension: 'jpg', contentType: 'image/jpeg' };
    case 'png':
      return { body: await pipeline.png().toBuffer(), extension: 'png', contentType: 'image/png' };
    case 'gif':
      return { body: await pipeline.gif().toBuffer(), extension: 'gif', contentType: 'image/gif' };
    default:
      return { body: await pipeline.webp({ quality: 85 }).toBuffer(), extension: 'webp', contentType: 'image/webp' };
  }
}

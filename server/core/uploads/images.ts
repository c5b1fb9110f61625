import sharp, { type Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { CARD_FRAME, CARD_RENDITION_WIDTHS, IMAGE_RENDITION_WIDTHS, type MediaRendition } from '../../../common/media';

/** Longest side of a stored image: plenty for a full-width showcase, bounded for storage. */
export const IMAGE_MAX_SIDE = 2400;
/** Card rendition: the 16:10 frame of the project grid, at 2× for sharp screens. */
export const CARD_WIDTH = CARD_FRAME.width;
export const CARD_HEIGHT = CARD_FRAME.height;
/** Refuses decompression bombs (a tiny file that decodes to gigabytes) before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Animations are re-encoded frame by frame; keep them smaller so that stays quick. */
const ANIMATION_MAX_SIDE = 1200;

type RenditionType = MediaRendition['type'];

/** One file to store; `suffix` goes after the upload's base name (`<base><suffix>`). */
export interface ImageFile {
  suffix: string;
  body: Buffer;
  contentType: RenditionType | 'image/gif';
  width: number;
  height: number;
}

export interface ProcessedImage {
  main: ImageFile & { extension: string };
  /** The 800×500 card rendition, kept under its old name (`thumbnailUrl`). */
  card: ImageFile;
  /** Smaller full-frame renditions (WebP and the original format) and the 400 px card. */
  renditions: (ImageFile & { frame: MediaRendition['frame'] })[];
  placeholder: string;
}

export class UnreadableImageError extends Error {}

/**
 * Re-encodes an image we have already sniffed: orientation applied from EXIF, then every piece of
 * metadata (EXIF with its GPS position, XMP, ICC comments) dropped — sharp keeps none unless told
 * to. JPEG, PNG and WebP keep their format; AVIF becomes WebP (AVIF encoding costs seconds of CPU
 * per image); animations stay animated. Renditions (decision 0031): 400/800/1600 px wide in WebP
 * and in the stored format, narrower than the image only; animations get none (their main file is
 * already small, and a still rendition would stop them moving).
 */
export async function processImage(input: Buffer, extension: string): Promise<ProcessedImage> {
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const animated = (metadata.pages ?? 1) > 1 && (extension === 'gif' || extension === 'webp');
    const side = animated ? ANIMATION_MAX_SIDE : IMAGE_MAX_SIDE;
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated })
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const main = await encode(pipeline, extension, '');
    // Renditions and the card are stills made from the upright first frame.
    const still = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    const card = await encodeCard(still.clone(), CARD_WIDTH, '-card');
    const renditions: ProcessedImage['renditions'] = [{ ...(await encodeCard(still.clone(), CARD_RENDITION_WIDTHS[0], '-card400')), frame: 'card' }];
    if (!animated) {
      const fallback = fallbackFormat(main.extension);
      for (const width of IMAGE_RENDITION_WIDTHS.filter((candidate) => candidate < main.width)) {
        const resized = () => still.clone().resize({ width, withoutEnlargement: true });
        renditions.push({ ...(await encode(resized(), 'webp', `-w${width}`)), frame: 'full' });
        if (fallback) renditions.push({ ...(await encode(resized(), fallback, `-w${width}`)), frame: 'full' });
      }
    }
    return { main, card, renditions, placeholder: await thumbHashOf(still.clone()) };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/** The original format's renditions: JPEG and PNG keep theirs, a still GIF's are PNG; WebP needs none. */
function fallbackFormat(extension: string): 'jpg' | 'png' | null {
  if (extension === 'jpg') return 'jpg';
  if (extension === 'png' || extension === 'gif') return 'png';
  return null;
}

async function encodeCard(pipeline: Sharp, width: number, suffix: string): Promise<ImageFile> {
  const height = Math.round((width * CARD_HEIGHT) / CARD_WIDTH);
  const body = await pipeline.resize(width, height, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
  return { suffix: `${suffix}.webp`, body, contentType: 'image/webp', width, height };
}

async function encode(pipeline: Sharp, extension: string, suffix: string): Promise<ImageFile & { extension: string }> {
  const [format, contentType] =
    extension === 'jpg'
      ? [pipeline.jpeg({ quality: 85, mozjpeg: true }), 'image/jpeg' as const]
      : extension === 'png'
        ? [pipeline.png(), 'image/png' as const]
        : extension === 'gif'
          ? [pipeline.gif(), 'image/gif' as const]
          : [pipeline.webp({ quality: 85 }), 'image/webp' as const];
  const { data, info } = await format.toBuffer({ resolveWithObject: true });
  const stored = contentType === 'image/webp' ? 'webp' : extension;
  // An animation's height is that of one frame, not of the strip of frames sharp reports.
  const height = info.pageHeight ?? info.height;
  return { suffix: `${suffix}.${stored}`, extension: stored, body: data, contentType, width: info.width, height };
}

/** A ThumbHash (base64) of the picture: its colours and shape in about 25 bytes. */
export async function thumbHashOf(pipeline: Sharp): Promise<string> {
  const { data, info } = await pipeline
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/** Details of an image made elsewhere (a video's poster frame): a WebP no wider than `maxWidth`. */
export async function posterOf(frame: Buffer, maxWidth = 1600): Promise<{ body: Buffer; width: number; height: number; placeholder: string }> {
  const still = sharp(frame, { limitInputPixels: MAX_INPUT_PIXELS });
  const { data, info } = await still
    .clone()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height, placeholder: await thumbHashOf(still.clone()) };
}

import sharp from 'sharp';
import type { MediaDetails, MediaRendition } from '../../../common/media';
import type { AppScope } from '../../platform/app-scope';
import { urlOfKey } from '../../platform/storage';
import type { Config } from '../../config';
import { posterOf, processImage } from './images';
import { readVideo } from './video';

/** One file of an upload, stored under `<base><suffix>`; the first of a list is the medium itself. */
export interface PreparedFile {
  suffix: string;
  body: Buffer;
  contentType: string;
  rendition?: Omit<MediaRendition, 'url'>;
}

/** What an upload turns into before anything is stored: its files and what we learnt of it. */
export interface PreparedMedia {
  kind: 'image' | 'video';
  files: PreparedFile[];
  cardSuffix: string | null;
  posterSuffix: string | null;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  durationSeconds: number | null;
}

const VIDEO_CONTENT_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime' };

/** An image re-encoded, with its card and its responsive renditions. Throws UnreadableImageError. */
export async function prepareImage(input: Buffer, extension: string): Promise<PreparedMedia> {
  const processed = await processImage(input, extension);
  const renditionFiles = processed.renditions.map((file) => ({
    suffix: file.suffix,
    body: file.body,
    contentType: file.contentType,
    rendition: { width: file.width, height: file.height, type: file.contentType as MediaRendition['type'], frame: file.frame },
  }));
  const card = processed.card;
  return {
    kind: 'image',
    files: [
      processed.main,
      // The 800 px card is a rendition too (under its old name), so card srcsets list both widths.
      { ...card, rendition: { width: card.width, height: card.height, type: 'image/webp', frame: 'card' } },
      ...renditionFiles,
    ],
    cardSuffix: card.suffix,
    posterSuffix: null,
    width: processed.main.width,
    height: processed.main.height,
    placeholder: processed.placeholder,
    durationSeconds: null,
  };
}

/** A video kept as sent, once ffmpeg has decoded its poster frame (4xx otherwise). */
export async function prepareVideo(deps: { config: Config; scope: AppScope }, input: Buffer, extension: string): Promise<PreparedMedia> {
  const facts = await readVideo(deps, input, extension);
  const frame = await sharp(facts.frame).metadata();
  const poster = await posterOf(facts.frame);
  return {
    kind: 'video',
    files: [
      { suffix: `.${extension}`, body: input, contentType: VIDEO_CONTENT_TYPES[extension] ?? 'video/mp4' },
      { suffix: '-poster.webp', body: poster.body, contentType: 'image/webp' },
    ],
    cardSuffix: null,
    posterSuffix: '-poster.webp',
    width: frame.width ?? poster.width,
    height: frame.height ?? poster.height,
    placeholder: poster.placeholder,
    durationSeconds: facts.durationSeconds === null ? null : Math.round(facts.durationSeconds * 100) / 100,
  };
}

/** The columns and answer fields of a prepared upload stored under `base`. */
export function detailsOf(prepared: PreparedMedia, base: string): MediaDetails {
  return {
    width: prepared.width,
    height: prepared.height,
    placeholder: prepared.placeholder,
    renditions: prepared.files.flatMap((file) => (file.rendition ? [{ url: urlOfKey(`${base}${file.suffix}`), ...file.rendition }] : [])),
    posterUrl: prepared.posterSuffix ? urlOfKey(`${base}${prepared.posterSuffix}`) : null,
    durationSeconds: prepared.durationSeconds,
  };
}

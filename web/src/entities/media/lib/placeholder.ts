/**
 * ThumbHash placeholders (decision 0031). The average colour is read from the hash's first bytes
 * here, in a few lines, so it can be in the server-rendered HTML and in the first load; the
 * blurred picture needs the `thumbhash` decoder, fetched in a chunk of its own once an image is
 * still loading — the first-load budget (bench/first-load.ts) has no room for it.
 */

function bytesOf(hash: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(hash), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The hash's average colour as CSS, as thumbhash's thumbHashToAverageRGBA computes it. */
export function averageColorOf(hash: string): string | undefined {
  const bytes = bytesOf(hash);
  if (!bytes || bytes.length < 6) return undefined;
  const header = (bytes[0] as number) | ((bytes[1] as number) << 8) | ((bytes[2] as number) << 16);
  const l = (header & 63) / 63;
  const p = ((header >> 6) & 63) / 31.5 - 1;
  const q = ((header >> 12) & 63) / 31.5 - 1;
  const b = l - (2 / 3) * p;
  const r = (3 * l - b + q) / 2;
  const g = r - q;
  const channel = (value: number) => Math.round(255 * Math.min(1, Math.max(0, value)));
  return `rgb(${channel(r)} ${channel(g)} ${channel(b)})`;
}

const pictures = new Map<string, string>();
let decoder: Promise<typeof import('thumbhash')> | null = null;

/** The blurred picture of a hash as a PNG data URL (decoded once per hash). */
export async function placeholderPicture(hash: string): Promise<string | undefined> {
  const known = pictures.get(hash);
  if (known) return known;
  const bytes = bytesOf(hash);
  if (!bytes) return undefined;
  decoder ??= import('thumbhash');
  const picture = (await decoder).thumbHashToDataURL(bytes);
  pictures.set(hash, picture);
  return picture;
}

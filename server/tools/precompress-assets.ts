import { readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESSION_THRESHOLD } from '../platform/compression';

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible
 * file of a built web app, so @fastify/static (`preCompressed: true`) sends them as they are:
 * the slowest, smallest compression is paid once at build time instead of on every request.
 */

/** Text formats worth compressing; images, fonts and video are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.html', '.xml', '.txt']);
/**
 * Below about one packet, headers dominate and compressing saves next to nothing. Source maps are
 * left out: only open developer tools fetch them, and brotli 11 on them would double build time.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function precompressAssets(directory: string): Promise<{ files: number }> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  let files = 0;
  // One file at a time (both encodings of it in parallel): the build shares the machine.
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name).toLowerCase())) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    if (content.length < COMPRESSION_THRESHOLD) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeSmaller(`${file}.br`, br, content.length), writeSmaller(`${file}.gz`, gz, content.length)]);
    files += 1;
  }
  return { files };
}

/**
 * A compressed copy that is not smaller would only cost the client a decoding step; without it
 * @fastify/static falls back to the plain file. A stale copy from an earlier build must not stay.
 */
async function writeSmaller(target: string, compressed: Buffer, originalLength: number): Promise<void> {
  if (compressed.length < originalLength) return writeFile(target, compressed);
  await unlink(target).catch(() => {});
}

import { createReadStream } from 'node:fs';
import * as tar from 'tar';
import { MANIFEST_FILE, type Manifest, manifestSchema } from './manifest';

/**
 * The manifest of an archive, read from its first entry without unpacking the rest (the backups
 * list shows each archive's migration level). null when the file is not an archive of ours.
 */
export function readManifest(file: string): Promise<Manifest | null> {
  return new Promise((resolve) => {
    const input = createReadStream(file);
    let settled = false;
    const finish = (manifest: Manifest | null) => {
      if (settled) return;
      settled = true;
      input.destroy();
      resolve(manifest);
    };
    const parser = tar.t({
      onReadEntry: (entry) => {
        if (entry.path !== MANIFEST_FILE) return finish(null);
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          const parsed = manifestSchema.safeParse(safeJson(Buffer.concat(chunks).toString('utf8')));
          finish(parsed.success ? parsed.data : null);
        });
      },
    });
    parser.on('error', () => finish(null));
    parser.on('end', () => finish(null));
    input.on('error', () => finish(null));
    input.pipe(parser);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

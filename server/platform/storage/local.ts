import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './index';
import { type ByteRange, isStorageKey, resolveRange, type StoredRead } from './keys';

/** Files under DATA_DIR/uploads, one per key. */
export class LocalStorage implements Storage {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  /** Keys are checked against our own pattern, so a path can never leave the root. */
  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${file}.partial`;
    try {
      await writeFile(partial, body);
      await rename(partial, file);
    } catch (error) {
      // A half-written file (a full disk, most often) would only take more of the space left.
      await rm(partial, { force: true }).catch(() => {});
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredRead | 'unsatisfiable' | null> {
    if (!isStorageKey(key)) return null;
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const bounds = resolveRange(range, info.size);
    if (!bounds) return 'unsatisfiable';
    return { stream: createReadStream(file, bounds), size: info.size, ...bounds };
  }

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    return (await stat(this.pathOf(key)).catch(() => null))?.isFile() ?? false;
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.filter(isStorageKey).map((key) => rm(this.pathOf(key), { force: true })));
  }

  /** Files named like our keys only: a `.partial` left by a crash is not an upload. */
  async *list(): AsyncIterable<{ key: string; bytes: number }> {
    const folders = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const folder of folders.filter((entry) => entry.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
      const names = (await readdir(path.join(this.root, folder.name))).sort();
      for (const name of names) {
        const key = `${folder.name}/${name}`;
        if (!isStorageKey(key)) continue;
        const info = await stat(this.pathOf(key)).catch(() => null);
        if (info?.isFile()) yield { key, bytes: info.size };
      }
    }
  }
}

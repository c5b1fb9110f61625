import { lstat, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { contentTypeOfKey, createStorage, isStorageKey, type Storage } from '../../platform/storage';
import { LocalStorage } from '../../platform/storage/local';
import type { Manifest } from './manifest';

/**
 * The archive's uploaded files on their way into the target (decision 0027, addendum): every key
 * checked against the checksummed file list before anything is written, local files staged beside
 * DATA_DIR/uploads and moved in only once the whole restore has succeeded, and S3 objects the
 * restore wrote removed again if it fails.
 */

export class RestoreRefusedError extends Error {}

/** Why a manifest's upload key is not a plain relative path under uploads/, or null. */
export function uploadKeyProblem(key: string): string | null {
  if (key === '') return 'is empty';
  if (key.includes('\0')) return 'contains a NUL character';
  if (key.includes('\\')) return 'contains a backslash';
  if (key.startsWith('/') || path.isAbsolute(key)) return 'is an absolute path';
  const segments = key.split('/');
  if (segments.includes('..')) return 'leads out of the uploads folder (..)';
  if (segments.some((segment) => segment === '' || segment === '.')) return 'is not a plain relative path';
  return null;
}

/**
 * Every key the restore will read: a plain relative path, listed with its size in the archive's
 * checksummed files (which `unpackAndVerify` has just checked), a regular file that resolves
 * inside the unpacked uploads folder, and, for local storage, a name this version stores.
 * Run before the target is touched: a refusal leaves it as it was.
 */
export async function checkUploadKeys(manifest: Manifest, work: string, target: 'local' | 's3'): Promise<void> {
  if (!manifest.uploads.included) return;
  const root = path.join(work, 'uploads');
  const realRoot = await realpath(root).catch(() => root);
  const refuse = (key: string, problem: string) =>
    new RestoreRefusedError(`The archive is not safe to restore: the uploaded file key ${JSON.stringify(key)} ${problem}. Nothing was restored.`);
  for (const { key, bytes } of manifest.uploads.files) {
    const problem = uploadKeyProblem(key);
    if (problem) throw refuse(key, problem);
    const listed = Object.hasOwn(manifest.files, `uploads/${key}`) ? manifest.files[`uploads/${key}`] : undefined;
    if (!listed || listed.bytes !== bytes) throw refuse(key, "is not in the archive's checksummed file list");
    const full = path.resolve(root, key);
    const info = await lstat(full).catch(() => null);
    const real = info?.isFile() ? await realpath(full).catch(() => null) : null;
    if (!real?.startsWith(`${realRoot}${path.sep}`)) throw refuse(key, 'is not a regular file inside the archive');
    if (target === 'local' && !isStorageKey(key)) throw refuse(key, 'is not the name of a file this version stores in DATA_DIR/uploads');
  }
}

/** Where the files went, and how to undo or finish it. */
export interface PlacedFiles {
  /** Local storage: the staging folder, moved to DATA_DIR/uploads by the caller at the end. */
  staging: string | null;
  /** S3: the objects this restore created, deleted again if the restore fails. */
  undo(): Promise<void>;
}

/** Puts the archive's files into the target's storage: a staging folder for local, the bucket for S3. */
export async function placeUploads(config: Config, manifest: Manifest, work: string, staging: string, log: (line: string) => void): Promise<PlacedFiles> {
  if (!manifest.uploads.included) {
    log(`${manifest.uploads.files.length} uploaded file(s) were on S3 and are listed, not archived: they must still be in the bucket (back up with --include-s3 to archive them).`);
    return { staging: null, undo: async () => {} };
  }
  const storage: Storage = config.s3 ? createStorage(config) : new LocalStorage(staging);
  const created: string[] = [];
  const undo = async () => {
    if (storage.kind === 's3') await storage.delete(created);
  };
  try {
    for (const file of manifest.uploads.files) {
      const existed = storage.kind === 's3' && (await storage.exists(file.key));
      await storage.put(file.key, await readFile(path.join(work, 'uploads', file.key)), contentTypeOfKey(file.key) ?? 'application/octet-stream');
      if (!existed) created.push(file.key);
    }
  } catch (error) {
    await undo().catch(() => {});
    throw error;
  }
  log(`${manifest.uploads.files.length} uploaded file(s) restored to ${storage.kind === 's3' ? 'the S3 bucket' : 'DATA_DIR/uploads'}.`);
  return { staging: storage.kind === 'local' ? staging : null, undo };
}

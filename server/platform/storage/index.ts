import path from 'node:path';
import type { Config } from '../../config';
import { type AppScope, appService } from '../app-scope';
import { LocalStorage } from './local';
import type { ByteRange, StoredRead } from './keys';
import { S3Storage } from './s3';

export * from './keys';

/**
 * Where uploaded files live. Keys are made by the server (see `newStorageBase`), never taken from
 * a client. Every backend is served through our own /uploads route (docs/decisions/0005), so
 * stored URLs do not depend on the backend and the safety headers are always ours.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object; 'unsatisfiable' for a range outside it. */
  read(key: string, range?: ByteRange): Promise<StoredRead | 'unsatisfiable' | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a key that is already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored object (backups list and copy them, decision 0027). */
  list(): AsyncIterable<{ key: string; bytes: number }>;
}

/** The storage the configuration names: S3 when it has a bucket, else DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'uploads'));
}

/** One storage client per app, made from its configuration. */
const fileStorage = appService('file storage', (deps: { config: Config }) => createStorage(deps.config));

/** The app's storage. */
export function storageOf(deps: { config: Config; scope: AppScope }): Storage {
  return deps.scope.get(fileStorage, deps);
}


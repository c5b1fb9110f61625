import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotFile: string;
  }
}

/**
 * A fresh PGlite takes seconds to start and migrate; loading a migrated snapshot takes a fraction
 * of that. So migrate once and let every test file start from the snapshot. The end-to-end suite
 * (playwright.config.ts) calls this too and hands the file to its workers in an environment variable.
 */
export async function createPgliteSnapshot(): Promise<{ file: string; remove: () => void }> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  if (!database.pglite) throw new Error('the snapshot needs the embedded database');
  const snapshot = await database.pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  const { file, remove } = await createPgliteSnapshot();
  project.provide('pgliteSnapshotFile', file);
  return remove;
}

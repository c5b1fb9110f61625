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
 * of that. So migrate once here and let every test file start from the snapshot.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-snapshot-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  if (!database.pglite) throw new Error('the snapshot needs the embedded database');
  const snapshot = await database.pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

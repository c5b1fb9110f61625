import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildInChildProcess, projectRoot } from '../build-web';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotFile: string;
    /** A production web build (browser bundle and page renderer) made once for the run. */
    webBuildDir: string;
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

/**
 * The production web build, browser bundle and page renderer, in a folder of this run's own: not
 * dist/, which `npm start` and other runs rebuild in place under their running apps.
 */
export async function createWebBuild(): Promise<{ webRoot: string; remove: () => void }> {
  // Inside the project, so the renderer finds its packages (react, …) in the project's node_modules.
  const cache = path.join(projectRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(path.join(cache, 'shipyard-web-build-'));
  await buildInChildProcess(folder);
  return { webRoot: path.join(folder, 'web'), remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  const [snapshot, web] = await Promise.all([createPgliteSnapshot(), createWebBuild()]);
  project.provide('pgliteSnapshotFile', snapshot.file);
  project.provide('webBuildDir', web.webRoot);
  return () => {
    snapshot.remove();
    web.remove();
  };
}

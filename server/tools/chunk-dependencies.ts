import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the browser needs to fetch a page (or a lazy part) fetched after the first load in one round
 * trip instead of two: for each dynamically imported module, as the build manifest names it
 * (`src/features/…/project-detail-page.tsx`), the chunks it imports that the entry has not loaded
 * already. Vite's own way (`build.modulePreload`) writes this list into the entry chunk, about 2 KB
 * of gzip on every first load (issue 11); this plugin writes it beside the entry instead, as
 * `assets/<entry>.deps.json`, which the app fetches once the page is idle (web/src/lib/chunk-preload.ts).
 */

/** The parts of a Rollup/Rolldown output chunk this file reads. */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

type Bundle = Record<string, BundleChunk | { type: 'asset'; fileName: string }>;

function chunksOf(bundle: Bundle): Map<string, BundleChunk> {
  const chunks = new Map<string, BundleChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}

/** `start` and every chunk it imports statically, transitively. */
function staticClosure(chunks: Map<string, BundleChunk>, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/**
 * The map the plugin writes: manifest key of each dynamic entry → URLs of the chunks it imports,
 * directly or not, other than those the entry loaded (every page has them already).
 */
export function chunkDependencies(bundle: Bundle, root: string, base = '/'): { entry: string; dependencies: Record<string, string[]> } {
  const chunks = chunksOf(bundle);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the bundle has no entry chunk');
  const loaded = staticClosure(chunks, entry.fileName);
  const dependencies: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const key = path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
    const needed = [...staticClosure(chunks, chunk.fileName)].filter((file) => file !== chunk.fileName && !loaded.has(file));
    if (needed.length > 0) dependencies[key] = needed.map((file) => `${base}${file}`);
  }
  return { entry: entry.fileName, dependencies };
}

/** The file name of the map, beside the entry chunk: `assets/index-abc123.js` → `assets/index-abc123.deps.json`. */
export const dependenciesFileOf = (entryFile: string) => entryFile.replace(/\.js$/, '.deps.json');

/** Writes the map into the browser build (not the server renderer's). */
export function chunkDependenciesPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'shipyard:chunk-dependencies',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer === 'server') return;
      const { entry, dependencies } = chunkDependencies(bundle as unknown as Bundle, root, base);
      this.emitFile({ type: 'asset', fileName: dependenciesFileOf(entry), source: JSON.stringify(dependencies) });
    },
  };
}

/** The module Vite imports into every chunk with a dynamic import. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import in a helper that first fetches the import's dependencies (about
 * 1 KB of the entry chunk, on every first load). Here the list it is given is always empty: with
 * `modulePreload: false` Vite passes only stylesheets, and the one stylesheet is index.html's. All
 * the helper still did was report a failed import as a `vite:preloadError` event; this version
 * keeps that and nothing else, and a build in which an import is given dependencies after all
 * fails instead of losing them.
 */
export function lightPreloadHelperPlugin(): Plugin {
  return {
    name: 'shipyard:light-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER_ID || this.environment?.config.consumer === 'server') return null;
      return `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer === 'server') return;
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.code.includes('__vite__mapDeps(')) {
          this.error(`${output.fileName}: a dynamic import was given dependencies to preload, which the light preload helper would drop`);
        }
      }
    },
  };
}

/**
 * Preloads the chunks a page or lazy part imports together with its own, so that a page fetched
 * after the first load (a visit from another page) arrives in one round trip rather than one per
 * level of imports. The map comes from the build (server/tools/chunk-dependencies.ts), fetched once
 * the first page is idle instead of being part of every first load (issue 11); until it is here, a
 * chunk's imports are fetched as the browser finds them, which is slower but works the same.
 */

let dependencies: Record<string, string[]> = {};
const requested = new Set<string>();

/** Fetches the map written beside the entry chunk whose URL is given (main.tsx passes its own). */
export function loadChunkDependencies(entryUrl: string): void {
  const url = entryUrl.replace(/\.js$/, '.deps.json');
  if (url === entryUrl) return; // not a build (Vite's dev server): it serves modules one by one
  fetch(url)
    .then((response) => (response.ok ? response.json() : {}))
    .then(
      (map: Record<string, string[]>) => {
        dependencies = map;
        // Says that later pages are fetched in one round trip from here on (browser tests wait for it).
        document.documentElement.dataset.chunkMap = 'loaded';
      },
      () => {},
    );
}

/** Starts fetching what the module at `source` (its manifest path) imports, each chunk once. */
export function preloadChunkDependencies(source: string): void {
  if (typeof document === 'undefined') return;
  for (const file of dependencies[source] ?? []) {
    if (requested.has(file)) continue;
    requested.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BundleChunk, chunkDependencies, dependenciesFileOf, lightPreloadHelperPlugin } from './chunk-dependencies';

const root = path.resolve('/app/web');

function chunk(fileName: string, imports: string[], options: Partial<BundleChunk> = {}): BundleChunk {
  return { type: 'chunk', fileName, imports, isEntry: false, isDynamicEntry: false, facadeModuleId: null, ...options };
}

/** An entry that loads the framework; two pages sharing a kit that imports an icon; a part with nothing extra. */
const bundle = {
  'assets/index-a.js': chunk('assets/index-a.js', ['assets/framework-b.js'], { isEntry: true, facadeModuleId: path.join(root, 'index.html') }),
  'assets/framework-b.js': chunk('assets/framework-b.js', []),
  'assets/kit-c.js': chunk('assets/kit-c.js', ['assets/framework-b.js', 'assets/icon-d.js']),
  'assets/icon-d.js': chunk('assets/icon-d.js', ['assets/framework-b.js']),
  'assets/project-page-e.js': chunk('assets/project-page-e.js', ['assets/framework-b.js', 'assets/kit-c.js'], {
    isDynamicEntry: true,
    facadeModuleId: path.join(root, 'src/features/projects/pages/project-page.tsx'),
  }),
  'assets/toast-f.js': chunk('assets/toast-f.js', ['assets/framework-b.js'], {
    isDynamicEntry: true,
    facadeModuleId: path.join(root, 'src/components/ui/toast.tsx'),
  }),
  'assets/index-a.css': { type: 'asset' as const, fileName: 'assets/index-a.css' },
};

describe('chunkDependencies', () => {
  it('lists, for each lazily imported module by its manifest path, what it imports beyond the entry’s chunks', () => {
    const { entry, dependencies } = chunkDependencies(bundle, root);
    expect(entry).toBe('assets/index-a.js');
    // Transitive imports are included; the framework, which the entry loaded, and the page itself are not.
    expect(dependencies).toEqual({ 'src/features/projects/pages/project-page.tsx': ['/assets/kit-c.js', '/assets/icon-d.js'] });
  });

  it('writes URLs under the configured base', () => {
    expect(chunkDependencies(bundle, root, '/shipyard/').dependencies['src/features/projects/pages/project-page.tsx']).toEqual([
      '/shipyard/assets/kit-c.js',
      '/shipyard/assets/icon-d.js',
    ]);
  });

  it('refuses a bundle without an entry', () => {
    expect(() => chunkDependencies({ 'assets/kit-c.js': bundle['assets/kit-c.js'] }, root)).toThrow(/no entry chunk/);
  });

  it('names the map after the entry chunk, so that the entry finds it from its own URL', () => {
    expect(dependenciesFileOf('assets/index-a.js')).toBe('assets/index-a.deps.json');
  });
});

describe('the light preload helper', () => {
  const plugin = lightPreloadHelperPlugin();
  const client = { environment: { config: { consumer: 'client' } } };
  const load = (id: string) => (plugin.load as (this: unknown, id: string) => string | null).call(client, id);

  /** The helper's code, run as the browser would, with `window` an event target of the test's. */
  function helper(window: EventTarget) {
    const code = load('\0vite/preload-helper.js') ?? '';
    return new Function('window', code.replace('export const __vitePreload =', 'return')) (window) as (importer: () => Promise<unknown>) => Promise<unknown>;
  }

  it('replaces only Vite’s preload helper', () => {
    expect(load('\0vite/preload-helper.js')).toContain('export const __vitePreload');
    expect(load('/src/main.tsx')).toBeNull();
  });

  it('answers the import, and reports a failed one as vite:preloadError before passing the failure on', async () => {
    const window = new EventTarget();
    const seen: unknown[] = [];
    window.addEventListener('vite:preloadError', (event) => seen.push((event as Event & { payload: unknown }).payload));
    const preload = helper(window);
    await expect(preload(async () => ({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
    const failure = new Error('chunk gone');
    await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(seen).toEqual([failure]);
    // A listener that handles it (preventDefault) keeps the failure from going further, as in Vite's own.
    window.addEventListener('vite:preloadError', (event) => event.preventDefault());
    await expect(preload(() => Promise.reject(failure))).resolves.toBeUndefined();
  });

  it('fails a build in which an import was given dependencies to preload', () => {
    const errors: string[] = [];
    const context = { ...client, error: (message: string) => errors.push(message) };
    const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    generate.call(context, {}, { 'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', code: 'import("./b.js")' } });
    expect(errors).toEqual([]);
    generate.call(context, {}, { 'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', code: '__vitePreload(() => import("./b.js"), __vite__mapDeps([0]))' } });
    expect(errors).toEqual([expect.stringContaining('assets/a.js')]);
  });
});

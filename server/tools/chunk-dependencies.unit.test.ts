import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BundleChunk, chunkDependencies, dependenciesFileOf } from './chunk-dependencies';

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

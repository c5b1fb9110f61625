import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const distRoot = path.resolve(import.meta.dirname, 'dist');

/**
 * Two builds from one config (server/build-web.ts runs both): the browser bundle into dist/web, and
 * with `--ssr` the server renderer of public pages into dist/ssr. The browser build writes a
 * manifest so the server can preload each page's chunks and the bundle budget can be measured.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname, 'web'),
  publicDir: path.resolve(import.meta.dirname, 'web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // The renderer answers API calls in-process (web/src/lib/transport.server.ts).
      ...(isSsrBuild ? [{ find: /^@web\/lib\/transport$/, replacement: path.resolve(import.meta.dirname, 'web/src/lib/transport.server.ts') }] : []),
      { find: '@common', replacement: path.resolve(import.meta.dirname, 'common') },
      { find: '@web', replacement: path.resolve(import.meta.dirname, 'web/src') },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: path.join(distRoot, 'ssr'),
        emptyOutDir: true,
        ssr: path.resolve(import.meta.dirname, 'web/src/entry-server.tsx'),
        // The renderer needs no favicon or other public files; the browser build serves them.
        copyPublicDir: false,
      }
    : {
        outDir: path.join(distRoot, 'web'),
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Every browser that runs this app supports modulepreload.
        modulePreload: { polyfill: false },
        rollupOptions: {
          output: {
            // What every page needs in one chunk, instead of a dozen small ones that each cost a
            // request and their own compression overhead (about 8 KB of gzip in all).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|regexparam|use-sync-external-store|clsx|class-variance-authority)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|context|shared[\\/])/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
  server: {
    // `npm run dev` serves this through the API process (see server/dev.ts).
    middlewareMode: false,
  },
}));

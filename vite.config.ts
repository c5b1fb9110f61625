import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkDependenciesPlugin, lightPreloadHelperPlugin } from './server/tools/chunk-dependencies.ts';
import { precompiledMessagesPlugin } from './server/tools/precompiled-messages.ts';

const distRoot = path.resolve(import.meta.dirname, 'dist');

/**
 * Small modules the public pages share (a project's badges and like button, a person's name):
 * apart, each would be a chunk of a few hundred bytes. Pages that use none of them (the landing
 * page, the sign-in forms) do not load this chunk.
 */
const PUBLIC_PAGES = [
  // Mutations (a like, a save) and the way back: not on the landing page, so not in the entry.
  /@tanstack[\\/].*[\\/](mutationObserver|useMutation)\.js$/,
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]arrow-left\.mjs$/,
  /web[\\/]src[\\/](components[\\/]ui[\\/]badge|lib[\\/](error-toast|sign-in-redirect|short-description))\.tsx?$/,
  /web[\\/]src[\\/]entities[\\/](developer[\\/]lib[\\/]person-name|account[\\/]lib[\\/]content-restriction-kind|project[\\/]api[\\/]project-queries|project[\\/]lib[\\/]category-label|media[\\/]lib[\\/]sources)\.ts$/,
  /common[\\/](account-status|projects-constants|media-constants)\.ts$/,
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](heart|code-xml)\.mjs$/,
];

/**
 * Two builds from one config (server/build-web.ts runs both): the browser bundle into dist/web, and
 * with `--ssr` the server renderer of public pages into dist/ssr. The browser build writes a
 * manifest so the server can preload each page's chunks and the bundle budget can be measured.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname, 'web'),
  publicDir: path.resolve(import.meta.dirname, 'web/public'),
  plugins: [precompiledMessagesPlugin(import.meta.dirname), lightPreloadHelperPlugin(), react(), tailwindcss(), chunkDependenciesPlugin()],
  resolve: {
    alias: [
      // The renderer answers API calls in-process (web/src/lib/transport.server.ts).
      ...(isSsrBuild ? [{ find: /^@web\/lib\/transport$/, replacement: path.resolve(import.meta.dirname, 'web/src/lib/transport.server.ts') }] : []),
      // Messages arrive precompiled (server/tools/precompiled-messages.ts, decision 0034): FormatJS
      // formats them without its ICU parser, which is then left out (about half of FormatJS).
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: path.resolve(import.meta.dirname, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js') },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.resolve(import.meta.dirname, 'web/src/lib/use-sync-external-store.ts') },
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
        // Vite would write each dynamic import's dependencies into the entry chunk (about 2 KB of
        // gzip of every first load); chunkDependenciesPlugin writes them beside it instead.
        modulePreload: false,
        rollupOptions: {
          // lib/i18n.tsx and lib/change-locale.ts import the translator dynamically, so that the
          // server renderer and the unit tests that import them do not load it with them; the
          // browser's entry imports it itself (decision 0035), which turns those imports into plain
          // ones there — intended, so not a warning to print at every first start.
          onwarn(warning, warn) {
            if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /web[\\/]src[\\/]i18n[\\/]translator\.ts/.test(warning.message)) return;
            warn(warning);
          },
          output: {
            // What every page needs in one chunk, and what the public pages share in a second,
            // instead of a dozen small ones that each cost a request, a line of imports and their own
            // compression overhead (issue 11: first loads of at most 100 KB). The first is all that the
            // entry imports (`$initial`: React, TanStack Query, the router, the shell, the message
            // lookup), which rolldown writes as the entry chunk itself: apart, as a `framework` chunk
            // beside the entry, the two cost 1.7 KB gzip more (decision 0035), for the sake of a
            // framework chunk that stayed cached across deploys.
            codeSplitting: {
              groups: [
                { name: 'framework', tags: ['$initial'], test: (id) => !/[\\/]web[\\/]src[\\/]main\.tsx$/.test(id), priority: 10 },
                { name: 'page-kit', test: (id) => PUBLIC_PAGES.some((pattern) => pattern.test(id)), priority: 8 },
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

import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'web'),
  publicDir: path.resolve(import.meta.dirname, 'web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': path.resolve(import.meta.dirname, 'common'),
      '@web': path.resolve(import.meta.dirname, 'web/src'),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // `npm run dev` serves this through the API process (see server/dev.ts).
    middlewareMode: false,
  },
});

/**
 * wouter imports `use-sync-external-store/shim`, the back-port for React 17 and older; React 19
 * has the hook itself. vite.config.ts points the shim here so the back-port (0.4 KB gzip of every
 * first load) is not shipped.
 */
export { useSyncExternalStore } from 'react';

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildInChildProcess } from './build-web';

const outRoot = mkdtempSync(path.join(tmpdir(), 'shipyard-build-'));
afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

/**
 * A test run starts the real server (process.test.ts), which rebuilds dist/ when its sources
 * changed; that build then serves `npm start`. It must be a production build even though the test
 * process runs under NODE_ENV=test: a renderer built for React's development runtime fails every
 * server-rendered page in production ("jsxDEV is not a function").
 */
it('builds for production, without a warning, even when the process asking runs under NODE_ENV=test', { timeout: 240_000 }, async () => {
  expect(process.env.NODE_ENV).toBe('test');
  const output = await buildInChildProcess(outRoot, { capture: true });
  // An operator's first start shows this output: a clean build says nothing (no config or chunk warnings).
  expect(output).toBe('');
  const renderer = readFileSync(path.join(outRoot, 'ssr', 'entry-server.js'), 'utf8');
  expect(renderer).not.toMatch(/jsxDEV/);
  expect(renderer).toMatch(/\bjsxs?\(/);
});

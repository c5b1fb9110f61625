import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_NODE, unsupportedNodeMessage } from './node-version';

describe('supported Node.js versions', () => {
  it('matches the engines field of package.json', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.engines.node).toBe(SUPPORTED_NODE);
  });

  it('accepts 22.12+ and newer majors', () => {
    for (const version of ['v22.12.0', 'v22.20.0', 'v23.0.0', 'v24.11.1', 'v26.0.0']) {
      expect(unsupportedNodeMessage(version)).toBeNull();
    }
  });

  it('refuses older versions with a message naming the range and the version', () => {
    for (const version of ['v18.20.4', 'v20.19.0', 'v20.20.2', 'v21.7.3', 'v22.11.0']) {
      expect(unsupportedNodeMessage(version)).toBe(
        `Shipyard needs Node.js >=22.12.0; this is ${version}. Install a supported version and start again.`,
      );
    }
  });

  it('accepts the Node.js running these tests', () => {
    expect(unsupportedNodeMessage(process.version)).toBeNull();
  });
});

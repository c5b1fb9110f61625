import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareEnvironment } from './environment';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folderWith(dotEnv?: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-env-'));
  folders.push(folder);
  if (dotEnv !== undefined) writeFileSync(path.join(folder, '.env'), dotEnv);
  return folder;
}

describe('the environment a process starts with', () => {
  it('is production unless NODE_ENV says otherwise', () => {
    const environment: NodeJS.ProcessEnv = {};
    expect(prepareEnvironment('production', environment, folderWith())).toBeNull();
    expect(environment.NODE_ENV).toBe('production');
    const blank: NodeJS.ProcessEnv = { NODE_ENV: '' };
    prepareEnvironment('production', blank, folderWith());
    expect(blank.NODE_ENV).toBe('production');
    const testing: NodeJS.ProcessEnv = { NODE_ENV: 'test' };
    prepareEnvironment('production', testing, folderWith());
    expect(testing.NODE_ENV).toBe('test');
    const developing: NodeJS.ProcessEnv = {};
    prepareEnvironment('development', developing, folderWith());
    expect(developing.NODE_ENV).toBe('development');
  });

  it('reads .env from the working directory, the environment winning over the file', () => {
    const folder = folderWith('# a comment\nPORT=4000\nAPP_URL="https://shipyard.example"\nNODE_ENV=development\nLOG_LEVEL=debug\n');
    const environment: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' };
    expect(prepareEnvironment('production', environment, folder)).toBe(path.join(folder, '.env'));
    expect(environment).toEqual({ PORT: '4000', APP_URL: 'https://shipyard.example', NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  });
});

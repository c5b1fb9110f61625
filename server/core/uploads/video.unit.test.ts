import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProgram } from './video';

const root = mkdtempSync(path.join(os.tmpdir(), 'shipyard-programs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folderWith(name: string, mode: number): string {
  const folder = mkdtempSync(path.join(root, 'bin-'));
  writeFileSync(path.join(folder, name), '#!/bin/sh\n');
  chmodSync(path.join(folder, name), mode);
  return folder;
}

describe('finding ffmpeg and ffprobe (decision 0043)', () => {
  it('takes the first program of that name on PATH that can be run', () => {
    const notRunnable = folderWith('ffmpeg', 0o644);
    const runnable = folderWith('ffmpeg', 0o755);
    const aFolder = path.join(root, 'ffprobe-is-a-folder');
    mkdirSync(path.join(aFolder, 'ffprobe'), { recursive: true });
    const searchPath = [path.join(root, 'missing'), notRunnable, runnable].join(path.delimiter);
    expect(findProgram(undefined, 'ffmpeg', searchPath)).toBe(path.join(runnable, 'ffmpeg'));
    expect(findProgram(undefined, 'ffprobe', [aFolder, runnable].join(path.delimiter))).toBeNull();
    expect(findProgram(undefined, 'ffmpeg', '')).toBeNull();
  });

  it('uses FFMPEG_PATH alone when it is set, and only when it can be run', () => {
    const runnable = folderWith('my-ffmpeg', 0o755);
    const onPath = folderWith('ffmpeg', 0o755);
    expect(findProgram(path.join(runnable, 'my-ffmpeg'), 'ffmpeg', onPath)).toBe(path.join(runnable, 'my-ffmpeg'));
    expect(findProgram(path.join(root, 'nowhere', 'ffmpeg'), 'ffmpeg', onPath)).toBeNull();
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { member, realVideo, upload } from '../../test/projects';

/**
 * A real full disk: DATA_DIR on a 1 MB tmpfs. Mounting needs root (or CAP_SYS_ADMIN); elsewhere
 * the test is skipped, saying why.
 */
function mountSmallDisk(): string | undefined {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', folder], { stdio: 'pipe' });
    return folder;
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return undefined;
  }
}

const disk = mountSmallDisk();

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.skipIf(!disk)('uploads on a full disk (needs permission to mount a tmpfs)', () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;

  beforeAll(async () => {
    context = await createTestContext({ environment: { DATA_DIR: disk as string } });
  });

  afterAll(async () => {
    await context?.close();
    if (disk) {
      execFileSync('umount', [disk], { stdio: 'pipe' });
      rmSync(disk, { recursive: true, force: true });
    }
  });

  it('answers 507 with a clear message, leaves no partial file behind, and takes a file that fits afterwards', async () => {
    const { cookie } = await member(context);
    const tooBig = await upload(context.app, cookie, realVideo('mp4', { size: 2 * 1024 * 1024 }), 'big.mp4', 'video/mp4');
    expect(tooBig.statusCode, tooBig.body).toBe(507);
    expect(tooBig.json()).toEqual({
      message: 'The server is out of storage space. Please try again later.',
      code: 'insufficient_storage',
    });
    expect(filesUnder(path.join(disk as string, 'uploads'))).toEqual([]);

    // The space the failed upload took is free again.
    const fits = await upload(context.app, cookie, realVideo('mp4', { size: 300 * 1024 }), 'small.mp4', 'video/mp4');
    expect(fits.statusCode, fits.body).toBe(201);
  });
});

import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { backupsOf } from './service';

// Every second (croner's six-field form): the schedule runs while the test watches, two kept.
const context = useTestApp({ environment: { BACKUP_SCHEDULE: '* * * * * *', BACKUP_KEEP: '2' } });

describe('scheduled backups (BACKUP_SCHEDULE, BACKUP_KEEP)', () => {
  it('run on the schedule once the app is ready, one at a time, keeping the newest BACKUP_KEEP', async () => {
    const runner = backupsOf(context.deps);
    const made = new Set<string>();
    await expect
      .poll(
        async () => {
          for (const backup of await runner.list()) made.add(backup.name);
          return made.size;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(3);
    const state = await runner.state();
    expect(state.schedule).toBe('* * * * * *');
    expect(state.nextRunAt).not.toBeNull();
    expect(state.lastError).toBeNull();
    const archives = () => readdirSync(context.config.backups.dir).filter((name) => name.endsWith('.tar.gz'));
    // Pruned after each run: never more than BACKUP_KEEP, plus the one being written.
    expect(archives().length).toBeLessThanOrEqual(3);
    await expect.poll(() => archives().length, { timeout: 30_000 }).toBeLessThanOrEqual(2);
    for (const backup of await runner.list()) expect(backup.migration).toMatch(/^\d{4}_/);
  }, 90_000);
});

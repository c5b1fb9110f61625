import { describe, expect, it } from 'vitest';
import { DatabaseStartError, describeDatabaseUrl, waitForDatabase } from './wait-for-database';

/** A database that refuses `failures` times with `error`, then answers. */
function flaky(failures: number, error: Error & { code?: string }) {
  let calls = 0;
  return {
    calls: () => calls,
    ping: async () => {
      calls += 1;
      if (calls <= failures) throw error;
    },
  };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });
const url = 'postgres://shipyard:secret-password@db.example:5999/shipyard';

describe('waitForDatabase', () => {
  it('asks again with a growing delay, logging each wait, until the server answers', async () => {
    const database = flaky(2, refused());
    const lines: string[] = [];
    await waitForDatabase(database, { url, timeoutMs: 30_000, log: (line) => lines.push(line) });
    expect(database.calls()).toBe(3);
    expect(lines).toEqual([
      'PostgreSQL at db.example:5999/shipyard is not answering (ECONNREFUSED); trying again in 0.5 s, for up to 30 s more',
      expect.stringMatching(/^PostgreSQL at db\.example:5999\/shipyard is not answering \(ECONNREFUSED\); trying again in 1\.0 s, for up to (29|30) s more$/),
      expect.stringMatching(/^PostgreSQL at db\.example:5999\/shipyard answers, after 1\.\d s: starting$/),
    ]);
    // The password never reaches the log.
    expect(lines.join('\n')).not.toContain('secret-password');
  });

  it('gives up after the start timeout with one line naming the variable', async () => {
    const database = flaky(Number.POSITIVE_INFINITY, refused());
    const started = Date.now();
    const attempt = waitForDatabase(database, { url, timeoutMs: 1200, log: () => {} });
    await expect(attempt).rejects.toThrow(DatabaseStartError);
    await expect(attempt).rejects.toThrow(
      'PostgreSQL at db.example:5999/shipyard did not answer within 1 s (ECONNREFUSED; DATABASE_START_TIMEOUT_MS): check that it is running and that DATABASE_URL is right.',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
    expect(database.calls()).toBe(3);
  });

  it('does not wait for what waiting cannot cure (a wrong password)', async () => {
    const database = flaky(Number.POSITIVE_INFINITY, Object.assign(new Error('password authentication failed for user "shipyard"'), { code: '28P01' }));
    await expect(waitForDatabase(database, { url, timeoutMs: 30_000, log: () => {} })).rejects.toThrow(
      'Could not use PostgreSQL at db.example:5999/shipyard: password authentication failed for user "shipyard". Check DATABASE_URL.',
    );
    expect(database.calls()).toBe(1);
  });

  it('names a server without its password, with the default port', () => {
    expect(describeDatabaseUrl('postgres://user:pw@localhost/app')).toBe('localhost:5432/app');
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const folders: string[] = [];

function tempDir(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-config-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function configError(environment: Record<string, string>): ConfigError {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    // Production unless NODE_ENV says otherwise: no response checks (npm run dev and the tests set theirs).
    expect(config.env).toBe('production');
    expect(config.responseChecks).toBe(false);
    expect(config.logFormat).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(config.rateLimits).toBe(true);
    expect(config.adminEmails).toEqual([]);
  });

  it('bounds the PostgreSQL connect and statement times, 0 meaning no limit, and refuses a bad value', () => {
    const defaults = loadConfig({ SESSION_SECRET: SECRET });
    expect(defaults.databaseConnectTimeoutMs).toBe(5000);
    expect(defaults.databaseStatementTimeoutMs).toBe(15000);
    const set = loadConfig({ SESSION_SECRET: SECRET, DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '0' });
    expect(set.databaseConnectTimeoutMs).toBe(2000);
    expect(set.databaseStatementTimeoutMs).toBe(0);
    const error = configError({ SESSION_SECRET: SECRET, DATABASE_CONNECT_TIMEOUT_MS: '-1', DATABASE_STATEMENT_TIMEOUT_MS: 'soon' });
    expect(error.message).toContain('DATABASE_CONNECT_TIMEOUT_MS');
    expect(error.message).toContain('DATABASE_STATEMENT_TIMEOUT_MS');
  });

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET, PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SESSION_SECRET: SECRET, APP_URL: 'https://shipyard.example/' }).appUrl).toBe('https://shipyard.example');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, PORT: '', DATABASE_URL: '', APP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads lists and flags', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com,chef@Bücher.test.' });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com', 'chef@xn--bcher-kva.test']);
  });

  describe('TRUST_PROXY', () => {
    const trustProxy = (value: string) => loadConfig({ SESSION_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;

    it('takes a number of proxies in front', () => {
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy(' 2 ')).toBe(2);
    });

    it('takes a comma-separated list of proxy addresses, CIDR ranges and range names', () => {
      expect(trustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
      expect(trustProxy('10.0.0.0/8, 192.168.1.0/255.255.255.0 ,fd00::/8,::1,loopback')).toEqual([
        '10.0.0.0/8',
        '192.168.1.0/255.255.255.0',
        'fd00::/8',
        '::1',
        'loopback',
      ]);
    });

    it.each(['false', 'FALSE', 'no', '0', ''])('is off for %j', (value) => {
      expect(trustProxy(value)).toBe(false);
    });

    it.each(['true', 'yes', 'TRUE'])('refuses %j and says to give a hop count or addresses instead', (value) => {
      const error = configError({ SESSION_SECRET: SECRET, TRUST_PROXY: value });
      expect(error.message).toContain("TRUST_PROXY: 'true' would trust any X-Forwarded-For a client sends");
      expect(error.message).toContain('set the number of proxies in front (e.g. 1)');
    });

    it.each([
      ['maybe', "'maybe'"],
      ['10.0.0.1, 10.0.0.300', "'10.0.0.300'"],
      ['10.0.0.0/33', "'10.0.0.0/33'"],
      ['10.0.0.0/0', "'10.0.0.0/0'"],
      ['fd00::/129', "'fd00::/129'"],
      ['-1', "'-1'"],
      ['1.5', "'1.5'"],
      ['1, 10.0.0.1', "'1'"],
      [',', "','"],
    ])('refuses %j, naming %s', (value, named) => {
      const error = configError({ SESSION_SECRET: SECRET, TRUST_PROXY: value });
      expect(error.message).toContain(`TRUST_PROXY: ${named}: not a number of proxies, an IP address, a CIDR range`);
    });

    it('refuses an implausible hop count', () => {
      expect(configError({ SESSION_SECRET: SECRET, TRUST_PROXY: '99' }).message).toContain('TRUST_PROXY: 99 proxies in front is more than 10');
    });
  });

  it('names every bad variable at once', () => {
    const error = configError({ SESSION_SECRET: SECRET, PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(error.message).toMatch(/^Invalid configuration/);
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(error.message).toContain('LOG_LEVEL');
  });

  it('reports a partial S3 configuration together with the other errors', () => {
    const error = configError({ SESSION_SECRET: SECRET, PORT: '70000', S3_BUCKET: 'media' });
    expect(error.message).toContain('PORT');
    expect(error.message).toContain('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY');
  });

  it.each([
    ['PORT', '70000'],
    ['APP_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'localhost:6379'],
    ['SESSION_SECRET', 'short'],
    ['TRUST_PROXY', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['LOG_FORMAT', 'xml'],
  ])('refuses %s=%s', (name, value) => {
    const error = configError({ SESSION_SECRET: SECRET, [name]: value });
    expect(error.message).toContain(`${name}:`);
  });

  it('takes a drain period shorter than the shutdown deadline, none by default', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SESSION_SECRET: SECRET, SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '15000' }).shutdownDrainMs).toBe(5000);
    expect(configError({ SESSION_SECRET: SECRET, SHUTDOWN_DRAIN_MS: '8000' }).message).toContain(
      'SHUTDOWN_DRAIN_MS: 8000 must be less than SHUTDOWN_TIMEOUT_MS (8000), which the drain is part of',
    );
  });

  it('refuses a partial S3 configuration and accepts a full one', () => {
    const error = configError({ SESSION_SECRET: SECRET, S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'media' });
    expect(error.message).toContain('S3_');
    const full = loadConfig({
      SESSION_SECRET: SECRET,
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
    });
    expect(full.s3).toEqual({ endpoint: 'https://s3.example', bucket: 'media', accessKey: 'key', secretKey: 'secret', region: 'us-east-1' });
  });

  it('generates a session secret in DATA_DIR when none is set, and reuses it after a restart', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
    // Another data directory gets its own secret.
    expect(loadConfig({ DATA_DIR: tempDir() }).sessionSecret).not.toBe(first.sessionSecret);
  });

  it('uses SESSION_SECRET when given and writes nothing', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });
});

describe('backup settings (issue 17)', () => {
  it('are off by default, in DATA_DIR/backups, keeping seven', () => {
    const dataDir = tempDir();
    const config = loadConfig({ SESSION_SECRET: SECRET, DATA_DIR: dataDir });
    expect(config.backups).toEqual({ schedule: undefined, dir: path.join(dataDir, 'backups'), keep: 7 });
  });

  it('take a cron expression, a folder and a count', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, BACKUP_SCHEDULE: '0 3 * * *', BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30' });
    expect(config.backups).toEqual({ schedule: '0 3 * * *', dir: '/srv/backups', keep: 30 });
  });

  it('refuse a schedule that is not a cron expression and a count below one, naming the variables', () => {
    const error = configError({ SESSION_SECRET: SECRET, BACKUP_SCHEDULE: 'every night', BACKUP_KEEP: '0' });
    expect(error.message).toContain("BACKUP_SCHEDULE: must be a cron expression such as '0 3 * * *'");
    expect(error.message).toContain('BACKUP_KEEP');
  });
});

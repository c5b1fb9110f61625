import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '../../../common/backups';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import type { UserRow } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { bannedFields, send, suspendedFields } from '../moderation/test-support';
import { DOWNLOAD_LINK_MS, signDownload } from './download-links';

const context = useTestApp({ environment: { BACKUP_KEEP: '2' } });
const admin = () => member(context, { role: 'admin' });

/** A file in BACKUP_DIR, so link and download have something to find whoever asks. */
function placedArchive(name = 'placed-backup.tar.gz', body = 'not really gzip'): string {
  mkdirSync(context.config.backups.dir, { recursive: true });
  writeFileSync(path.join(context.config.backups.dir, name), body);
  return name;
}

function calls(token: string) {
  const name = placedArchive();
  return [
    { method: 'GET', url: '/api/admin/backups' },
    { method: 'POST', url: '/api/admin/backups' },
    { method: 'POST', url: `/api/admin/backups/${name}/link` },
    { method: 'GET', url: `/api/admin/backups/${name}/download?token=${encodeURIComponent(token)}` },
  ] as const;
}

function adminBackupRoutes(): string[] {
  const spec = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([route]) => route.startsWith('/api/admin/backups'))
    .flatMap(([route, methods]) => Object.keys(methods).filter((method) => method !== 'head').map((method) => `${method.toUpperCase()} ${route}`))
    .sort();
}

describe('the Backups tab is for admins only (issue 17)', () => {
  it('every backup route is in the list below', () => {
    expect(adminBackupRoutes()).toEqual(
      ['GET /api/admin/backups/', 'POST /api/admin/backups/', 'POST /api/admin/backups/{name}/link', 'GET /api/admin/backups/{name}/download'].sort(),
    );
  });

  const refused: [string, Partial<UserRow>][] = [
    ['a member', {}],
    // A backup holds every account's data: moderators handle people, not the site (decision 0023).
    ['a moderator', { role: 'moderator' }],
    ['a suspended member', suspendedFields()],
    ['a banned member', bannedFields()],
  ];

  it('answers 401 to a visitor and 403 to every non-admin, and starts nothing', async () => {
    // Even a link signed for the caller is refused to a non-admin.
    for (const [label, fields] of refused) {
      const { user, cookie } = await member(context, fields);
      for (const entry of calls(signDownload(context.config.sessionSecret, 'placed-backup.tar.gz', user.id).token)) {
        const answer = await context.app.inject({ method: entry.method, url: entry.url, headers: { cookie } });
        expect(answer.statusCode, `${entry.method} ${entry.url} as ${label}`).toBe(403);
        expect(answer.json().message).toBe(MODERATION_MESSAGES.adminOnly);
      }
    }
    for (const entry of calls('0.x')) {
      const answer = await context.app.inject({ method: entry.method, url: entry.url });
      expect(answer.statusCode, `${entry.method} ${entry.url} as a visitor`).toBe(401);
    }
    const { cookie } = await admin();
    expect((await send(context, 'GET', '/api/admin/backups', cookie)).json()).toMatchObject({ running: null, lastError: null });
  });
});

describe('backing up from the admin panel', () => {
  it('"Back up now" answers at once, shows progress, then lists the archive with its migration level', async () => {
    const { cookie } = await admin();
    const [first, second] = await Promise.all([send(context, 'POST', '/api/admin/backups', cookie), send(context, 'POST', '/api/admin/backups', cookie)]);
    const answers = [first, second].map((answer) => answer.statusCode).sort();
    expect(answers).toEqual([202, 409]);
    const conflict = [first, second].find((answer) => answer.statusCode === 409);
    expect(conflict?.json().message).toBe(BACKUP_MESSAGES.alreadyRunning);
    expect([first, second].find((answer) => answer.statusCode === 202)?.json()).toMatchObject({ trigger: 'manual' });
    await expect
      .poll(async () => (await send(context, 'GET', '/api/admin/backups', cookie)).json(), { timeout: 60_000, interval: 200 })
      .toMatchObject({ running: null, lastError: null, backups: expect.arrayContaining([expect.objectContaining({ name: expect.stringMatching(/^shipyard-backup-.*Z\.tar\.gz$/), migration: expect.stringMatching(/^\d{4}_/) })]) });
  }, 90_000);

  it('keeps the newest BACKUP_KEEP archives it named, and never deletes an operator’s own file', async () => {
    const { cookie } = await admin();
    for (const stamp of ['2020-01-01T00-00-00Z', '2020-01-02T00-00-00Z', '2020-01-03T00-00-00Z']) placedArchive(`shipyard-backup-${stamp}.tar.gz`);
    placedArchive('my-own.tar.gz');
    expect((await send(context, 'POST', '/api/admin/backups', cookie)).statusCode).toBe(202);
    await expect.poll(async () => (await send(context, 'GET', '/api/admin/backups', cookie)).json().running, { timeout: 60_000, interval: 200 }).toBeNull();
    const names = (await send(context, 'GET', '/api/admin/backups', cookie)).json().backups.map((backup: { name: string }) => backup.name);
    expect(names.filter((name: string) => name.startsWith('shipyard-backup-'))).toHaveLength(2);
    expect(names).not.toContain('shipyard-backup-2020-01-01T00-00-00Z.tar.gz');
    expect(names).toContain('my-own.tar.gz');
  }, 90_000);

  it('downloads through a link that is the admin’s own and expires', async () => {
    const one = await admin();
    const other = await admin();
    const name = placedArchive('download-me.tar.gz', 'archive bytes');
    const link = await send(context, 'POST', `/api/admin/backups/${name}/link`, one.cookie);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(DOWNLOAD_LINK_MS);
    const download = await send(context, 'GET', url, one.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(download.body).toBe(readFileSync(path.join(context.config.backups.dir, name), 'utf8'));
    // Another admin's session with this link, an expired link, a link for another file: refused.
    expect((await send(context, 'GET', url, other.cookie)).json().message).toBe(BACKUP_MESSAGES.linkExpired);
    const expired = signDownload(context.config.sessionSecret, name, one.user.id, Date.now() - DOWNLOAD_LINK_MS - 1000).token;
    const old = await send(context, 'GET', `/api/admin/backups/${name}/download?token=${expired}`, one.cookie);
    expect(old.statusCode).toBe(403);
    const elsewhere = await send(context, 'GET', url.replace(name, placedArchive('another.tar.gz')), one.cookie);
    expect(elsewhere.statusCode).toBe(403);
  });

  it('answers 400 to a name that is not a file name and 404 to one that is not there', async () => {
    const { cookie } = await admin();
    const traversal = await send(context, 'POST', '/api/admin/backups/..%2Fsession-secret/link', cookie);
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().message).toContain(BACKUP_MESSAGES.badName);
    const missing = await send(context, 'POST', '/api/admin/backups/nothing-here.tar.gz/link', cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BACKUP_MESSAGES.notFound);
    const noToken = await send(context, 'GET', '/api/admin/backups/nothing-here.tar.gz/download', cookie);
    expect(noToken.statusCode).toBe(400);
  });
});

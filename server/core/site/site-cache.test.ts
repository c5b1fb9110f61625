import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppScope } from '../../platform/app-scope';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { send } from '../../features/moderation/test-support';
import { SITE_CACHE_MS, siteOf } from './site';

const context = useTestApp();

describe('site settings in several processes (decision 0022)', () => {
  it('the writing app sees a change at once; another app on the same database within SITE_CACHE_MS', async () => {
    // Another process: the same database, a scope (and so a cache) of its own.
    const other = { ...context.deps, scope: new AppScope(pino({ level: 'silent' })) };
    const start = Date.now();
    expect((await siteOf(other, start)).name).toBe('Shipyard');
    const { cookie } = await member(context, { role: 'admin' });
    const body = { name: 'Dockside', tagline: '', description: 'Ours.', accentColor: '#4f46e5', contactEmail: '' };
    expect((await send(context, 'PUT', '/api/admin/site', cookie, body)).statusCode).toBe(200);

    expect((await siteOf(context.deps)).name).toBe('Dockside');
    // The other app keeps what it read for the window, then reads again.
    expect((await siteOf(other, start + SITE_CACHE_MS - 1)).name).toBe('Shipyard');
    expect((await siteOf(other, start + SITE_CACHE_MS)).name).toBe('Dockside');
    await other.scope.close();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../common/settings';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { banned, call, suspended } from '../people/test-support';

const context = useTestApp();

describe('GET /api/settings', () => {
  it('answers the spec defaults to someone who never saved settings', async () => {
    const { cookie } = await member(context);
    const response = await call(context, 'GET', '/api/settings', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      emailNotifications: true,
      projectNotifications: true,
      messageNotifications: true,
      publicProfile: true,
      theme: 'dark',
      language: 'en',
      timezone: 'UTC',
      // Beyond the spec (decision 0026).
      signInAlerts: true,
    });
  });

  it('refuses visitors with 401 on both calls, before any field error', async () => {
    expect((await call(context, 'GET', '/api/settings')).statusCode).toBe(401);
    const put = await call(context, 'PUT', '/api/settings', undefined, { theme: 'purple' });
    expect(put.statusCode).toBe(401);
    expect(put.json().message).toBe('Unauthorized');
  });
});

describe('PUT /api/settings', () => {
  it('changes only the fields sent and answers the whole object', async () => {
    const { cookie } = await member(context);
    const first = await call(context, 'PUT', '/api/settings', cookie, { emailNotifications: false, theme: 'light' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_SETTINGS, emailNotifications: false, theme: 'light' });
    const second = await call(context, 'PUT', '/api/settings', cookie, { timezone: 'Europe/Oslo', language: 'de' });
    expect(second.json()).toEqual({ ...DEFAULT_SETTINGS, emailNotifications: false, theme: 'light', timezone: 'Europe/Oslo', language: 'de' });
    expect((await call(context, 'GET', '/api/settings', cookie)).json()).toEqual(second.json());
    // An empty change is allowed and changes nothing.
    expect((await call(context, 'PUT', '/api/settings', cookie, {})).json()).toEqual(second.json());
  });

  it('keeps each person to their own settings', async () => {
    const a = await member(context);
    const b = await member(context);
    await call(context, 'PUT', '/api/settings', a.cookie, { messageNotifications: false });
    expect((await call(context, 'GET', '/api/settings', b.cookie)).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('writes the canonical zone and language code', async () => {
    const { cookie } = await member(context);
    const response = await call(context, 'PUT', '/api/settings', cookie, { timezone: 'america/new_york', language: ' FR ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ timezone: 'America/New_York', language: 'fr' });
  });

  it.each([
    [{ theme: 'purple' }, 'theme', 'Theme must be light, dark or system'],
    [{ language: 'klingon' }, 'language', 'Please choose a supported language'],
    [{ language: 42 }, 'language', 'Please choose a supported language'],
    [{ timezone: 'Mars/Olympus_Mons' }, 'timezone', 'Please choose a valid time zone'],
    [{ timezone: '../../etc/passwd' }, 'timezone', 'Please choose a valid time zone'],
    [{ timezone: 'x'.repeat(500) }, 'timezone', 'Please choose a valid time zone'],
    [{ emailNotifications: 'yes' }, 'emailNotifications', 'Email notifications must be true or false'],
    [{ publicProfile: null }, 'publicProfile', 'Public profile must be true or false'],
  ])('refuses %j with a 400 naming the field', async (payload, field, message) => {
    const { cookie } = await member(context);
    const response = await call(context, 'PUT', '/api/settings', cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: [{ field, message }] });
    expect((await call(context, 'GET', '/api/settings', cookie)).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('lets a suspended account change settings and a banned one only read them (decision 7)', async () => {
    const { cookie: suspendedCookie } = await member(context, suspended());
    const changed = await call(context, 'PUT', '/api/settings', suspendedCookie, { projectNotifications: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().projectNotifications).toBe(false);

    const { cookie: bannedCookie } = await member(context, banned());
    const refused = await call(context, 'PUT', '/api/settings', bannedCookie, { projectNotifications: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account has been banned.');
    const read = await call(context, 'GET', '/api/settings', bannedCookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().projectNotifications).toBe(true);
  });
});

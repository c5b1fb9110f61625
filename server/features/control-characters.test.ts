import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, users } from '../db/schema';
import { uniqueEmail } from '../test/factories';
import { useTestApp } from '../test/harness';
import { member } from '../test/projects';

/**
 * Single-line texts travel into other people's e-mails and lists, so a line break, a control or a
 * bidi override in them is refused at the door (common/text.ts), on every route that takes one.
 */
const context = useTestApp();

const SPOILERS = [
  ['a line feed', 'Ada\nBcc: someone@example.com'],
  ['RIGHT-TO-LEFT OVERRIDE', 'Ada\u202eecalevol'],
] as const;

const singleLine = (label: string) => `${label} must be a single line of text without control characters`;

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, cookie?: string) =>
  context.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('single-line fields refuse line breaks, controls and bidi overrides', () => {
  it.each(SPOILERS)('register refuses a first name with %s', async (_name, firstName) => {
    const email = uniqueEmail('controls');
    const password = 'tidal-Quartz-lantern-81';
    const response = await send('POST', '/api/auth/register', { email, password, confirmPassword: password, firstName, lastName: 'Lovelace' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'firstName', message: singleLine('First name') }]);
    expect(await context.deps.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it.each(SPOILERS)('the profile refuses a last name with %s and keeps the old one', async (_name, lastName) => {
    const { user, cookie } = await member(context);
    const response = await send('PUT', '/api/users/profile', { lastName }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'lastName', message: singleLine('Last name') }]);
    const [row] = await context.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastName).toBe(user.lastName);
  });

  it.each(SPOILERS)('a new project refuses a title with %s', async (_name, title) => {
    const { user, cookie } = await member(context);
    const response = await send('POST', '/api/projects', { title, categories: ['full-stack'] }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'title', message: singleLine('Project title') }]);
    expect(await context.deps.database.db.select().from(projects).where(eq(projects.userId, user.id))).toHaveLength(0);
  });

  it('stores names in NFC and lets a bio keep its lines', async () => {
    const { user, cookie } = await member(context);
    const response = await send('PUT', '/api/users/profile', { firstName: 'Zoe\u0308', bio: 'First line\nSecond line' }, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Zo\u00eb', bio: 'First line\nSecond line' });
    const [row] = await context.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Zo\u00eb');
  });
});

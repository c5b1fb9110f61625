import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { JOINING_MESSAGES } from '../../../common/joining';
import { users } from '../../db/schema';
import { DEFAULT_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { call, newcomer, registerWith, setJoining } from './test-support';

const context = useTestApp();
afterEach(() => setJoining(context));

const rowOf = async (email: string) => (await context.deps.database.db.select().from(users).where(eq(users.email, email)))[0];
const unique = () => Math.random().toString(36).slice(2, 10);

describe('e-mail domain lists at registration', () => {
  it('a blocked domain, its subdomains and any case are refused with a message naming the domain', async () => {
    await setJoining(context, { blockedDomains: ['Mailinator.com'] });
    for (const email of [`a-${unique()}@mailinator.com`, `b-${unique()}@MAILINATOR.COM`, `c-${unique()}@eu.mailinator.com`]) {
      const response = await registerWith(context, newcomer({ email }));
      expect(response.statusCode, email).toBe(400);
      expect(response.json().fields, email).toEqual([{ field: 'email', message: JOINING_MESSAGES.domainBlocked(email.split('@')[1]?.toLowerCase() ?? '') }]);
      expect(await rowOf(email.toLowerCase())).toBeUndefined();
    }
    // Not a suffix match on the text: "notmailinator.com" is another domain.
    expect((await registerWith(context, newcomer({ email: `d-${unique()}@notmailinator.com` }))).statusCode).toBe(201);
  });

  it('an allow-list admits its domains and their subdomains only; the block-list wins', async () => {
    await setJoining(context, { allowedDomains: ['ourcompany.com'], blockedDomains: ['contractors.ourcompany.com'] });
    expect((await registerWith(context, newcomer({ email: `a-${unique()}@ourcompany.com` }))).statusCode).toBe(201);
    expect((await registerWith(context, newcomer({ email: `b-${unique()}@eu.ourcompany.com` }))).statusCode).toBe(201);
    const outsider = await registerWith(context, newcomer({ email: `c-${unique()}@gmail.com` }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields).toEqual([{ field: 'email', message: JOINING_MESSAGES.domainNotAllowed(['ourcompany.com']) }]);
    expect(outsider.json().message).toContain('ourcompany.com');
    const blocked = await registerWith(context, newcomer({ email: `d-${unique()}@contractors.ourcompany.com` }));
    expect(blocked.json().message).toBe(JOINING_MESSAGES.domainBlocked('contractors.ourcompany.com'));
  });
});

describe('every spelling of a listed domain (decisions 0024 and 0026)', () => {
  it('a trailing dot, an ideographic full stop, full-width letters and a Unicode domain are blocked as the listed domain', async () => {
    // Saved as the lists hold domains: "bücher.test" becomes its punycode.
    await setJoining(context, { blockedDomains: ['blocked.test', 'Bücher.test'] });
    const spellings: Array<[string, string]> = [
      [`x-${unique()}@blocked.test.`, 'blocked.test'],
      [`x-${unique()}@blocked。test`, 'blocked.test'],
      [`ｘ${unique()}@ｂｌｏｃｋｅｄ.ｔｅｓｔ`, 'blocked.test'],
      [`x-${unique()}@bücher.test`, 'xn--bcher-kva.test'],
      [`x-${unique()}@xn--bcher-kva.test`, 'xn--bcher-kva.test'],
    ];
    for (const [email, domain] of spellings) {
      const response = await registerWith(context, newcomer({ email }));
      expect(response.statusCode, email).toBe(400);
      expect(response.json().fields, email).toEqual([{ field: 'email', message: JOINING_MESSAGES.domainBlocked(domain) }]);
    }
    const twoAts = await registerWith(context, newcomer({ email: `x-${unique()}@blocked.test@x` }));
    expect(twoAts.json().fields).toEqual([{ field: 'email', message: 'Invalid email address' }]);
    expect((await context.deps.database.db.select().from(users)).filter((row) => /blocked|bcher/.test(row.email))).toEqual([]);
  });

  it('an admitted address is stored in its normalised form', async () => {
    const local = `x-${unique()}`;
    expect((await registerWith(context, newcomer({ email: `${local}@München.test.` }))).statusCode).toBe(201);
    expect(await rowOf(`${local}@xn--mnchen-3ya.test`)).toBeDefined();
  });
});

describe('e-mail domain lists at a change of address', () => {
  it('refuse the new address with the same message and change nothing', async () => {
    await setJoining(context, { blockedDomains: ['mailinator.com'] });
    const { user, cookie } = await member(context);
    const response = await call(context, 'POST', '/api/auth/change-email', cookie, { newEmail: `x-${unique()}@sub.Mailinator.com`, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'newEmail', message: JOINING_MESSAGES.domainBlocked('sub.mailinator.com') }]);
    expect((await rowOf(user.email))?.emailVerified).toBe(true);
    const allowed = await call(context, 'POST', '/api/auth/change-email', cookie, { newEmail: `y-${unique()}@example.org`, password: DEFAULT_PASSWORD });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('terms acceptance', () => {
  it('when required, registration needs the checkbox; the time is stored and exported', async () => {
    await setJoining(context, { requireTerms: true });
    expect((await call(context, 'GET', '/api/joining', null)).json().requireTerms).toBe(true);
    const refused = await registerWith(context, newcomer());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'acceptTerms', message: JOINING_MESSAGES.termsRequired }]);
    expect((await registerWith(context, newcomer({ acceptTerms: false }))).statusCode).toBe(400);

    const before = Date.now();
    const payload = newcomer({ acceptTerms: true });
    expect((await registerWith(context, payload)).statusCode).toBe(201);
    const row = await rowOf(payload.email);
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const { cookie } = await member(context, { termsAcceptedAt: row?.termsAcceptedAt ?? null });
    const exported = (await call(context, 'GET', '/api/auth/export-data', cookie)).json();
    expect(exported.joining.termsAcceptedAt).toBe(row?.termsAcceptedAt?.toISOString());
  });

  it('when not required, nothing is stored', async () => {
    const payload = newcomer({ acceptTerms: true });
    await registerWith(context, payload);
    expect((await rowOf(payload.email))?.termsAcceptedAt).toBeNull();
  });
});

describe('the settings', () => {
  it('are saved normalised and read back; bad values get a 400 naming the problem', async () => {
    const { cookie } = await member(context, { role: 'admin' });
    const saved = await call(context, 'PUT', '/api/admin/joining/settings', cookie, {
      mode: 'approval',
      joinQuestion: '  What do you build?  ',
      membersMayInvite: true,
      memberInviteQuota: 10,
      allowedDomains: [],
      blockedDomains: ['@Mailinator.com', '*.tempmail.dev', 'mailinator.com'],
      requireTerms: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      mode: 'approval',
      joinQuestion: 'What do you build?',
      membersMayInvite: true,
      memberInviteQuota: 10,
      allowedDomains: [],
      blockedDomains: ['mailinator.com', 'tempmail.dev'],
      requireTerms: true,
    });
    expect((await call(context, 'GET', '/api/admin/joining/settings', cookie)).json().blockedDomains).toEqual(['mailinator.com', 'tempmail.dev']);

    const valid = saved.json();
    for (const [change, message] of [
      [{ mode: 'secret' }, 'Registration mode must be one of: open, approval, invite-only, closed'],
      [{ blockedDomains: ['not a domain'] }, '"not a domain" is not a domain name (for example: example.com).'],
      [{ allowedDomains: ['ada@example.com'] }, 'is not a domain name'],
      [{ memberInviteQuota: -1 }, 'The invitation quota cannot be negative'],
      [{ joinQuestion: 'x'.repeat(301) }, 'The question must be at most 300 characters'],
      [{ requireTerms: 'yes' }, 'Whether the terms must be accepted must be true or false'],
    ] as const) {
      const response = await call(context, 'PUT', '/api/admin/joining/settings', cookie, { ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = response.json();
      const said = [body.message, ...(body.fields ?? []).map((field: { message: string }) => field.message)].join(' | ');
      expect(said, JSON.stringify(change)).toContain(message);
    }
    expect((await call(context, 'PUT', '/api/admin/joining/settings', cookie, [1, 2])).statusCode).toBe(400);
  });
});

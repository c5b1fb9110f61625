import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import { recoveryCodes, totpCredentials } from '../../db/schema';
import { cookieHeader, createSignedInUser, DEFAULT_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { call, codeAt, enableTotp, freshCode, passwordStep, secondStep } from './test-support';

const context = useTestApp();

describe('turning on two-factor sign-in', () => {
  it('gives a secret as text and as a QR code, then takes a current code and answers ten recovery codes once', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const setup = await call(context, 'POST', '/api/auth/two-factor/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    // Not on until confirmed: the status says so and the password alone still signs in.
    expect((await call(context, 'GET', '/api/auth/two-factor', cookie)).json()).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeyCount: 0 });
    const wrong = await call(context, 'POST', '/api/auth/two-factor/enable', cookie, { code: '000000' === codeAt(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'code', message: TWO_FACTOR_MESSAGES.codeInvalid }]);

    const enabled = await call(context, 'POST', '/api/auth/two-factor/enable', cookie, { code: await freshCode(context, user.id, secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call(context, 'GET', '/api/auth/two-factor', cookie)).json()).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, passkeyCount: 0 });

    // Stored sealed and hashed: neither the secret nor a code is in the database as written.
    const { db } = context.deps.database;
    const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    expect(row?.secretSealed).not.toContain(secret);
    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const each of stored) expect(codes.some((code) => each.codeHash.includes(code.replace('-', '')))).toBe(false);

    // A second set-up is refused; the secret is never sent again.
    const again = await call(context, 'POST', '/api/auth/two-factor/setup', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    expect((await call(context, 'GET', '/api/auth/two-factor', cookie)).body).not.toContain(secret);
  });

  it('is refused without a set-up first', async () => {
    const { cookie } = await createSignedInUser(context);
    const response = await call(context, 'POST', '/api/auth/two-factor/enable', cookie, { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TWO_FACTOR_MESSAGES.noSetup);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers a second step instead of a session, then signs in with a code', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const { secret } = await enableTotp(context, user.id, cookie);
    const login = await call(context, 'POST', '/api/auth/login', null, { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({ secondFactorRequired: true, methods: ['totp', 'recovery-code'] });
    expect(body.pendingSignIn).toMatch(/^[\w-]{43}$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(new Date(body.expiresAt).getTime()).toBeLessThan(Date.now() + 5 * 60_000 + 5_000);
    expect(body).not.toHaveProperty('id');
    expect(login.cookies).toHaveLength(0);

    const done = await secondStep(context, { pendingSignIn: body.pendingSignIn, code: await freshCode(context, user.id, secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, email: user.email });
    const session = cookieHeader(done);
    expect(session).toMatch(/shipyard_session=/);
    expect((await call(context, 'GET', '/api/auth/user', session)).json().id).toBe(user.id);
  });

  it('still signs in with the password alone while the set-up is unconfirmed', async () => {
    const { user, cookie } = await createSignedInUser(context);
    expect((await call(context, 'POST', '/api/auth/two-factor/setup', cookie)).statusCode).toBe(200);
    const login = await call(context, 'POST', '/api/auth/login', null, { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.json().id).toBe(user.id);
  });

  it('a wrong password still gets the same 401, and no pending sign-in', async () => {
    const { user, cookie } = await createSignedInUser(context);
    await enableTotp(context, user.id, cookie);
    const login = await call(context, 'POST', '/api/auth/login', null, { email: user.email, password: 'not the password' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).not.toHaveProperty('pendingSignIn');
  });

  it('takes a recovery code once', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const { recoveryCodes: codes } = await enableTotp(context, user.id, cookie);
    const first = await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), recoveryCode: codes[3]?.toUpperCase() });
    expect(first.statusCode, first.body).toBe(200);
    expect((await call(context, 'GET', '/api/auth/two-factor', cookie)).json().recoveryCodesLeft).toBe(9);
    const twice = await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), recoveryCode: codes[3] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual([{ field: 'recoveryCode', message: TWO_FACTOR_MESSAGES.recoveryCodeInvalid }]);
    expect(twice.cookies).toHaveLength(0);
  });
});

describe('changes that need a fresh code', () => {
  it('turning it off needs a code; then the password alone signs in again', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const { secret } = await enableTotp(context, user.id, cookie);
    const without = await call(context, 'POST', '/api/auth/two-factor/disable', cookie, {});
    expect(without.statusCode).toBe(400);
    const wrong = await call(context, 'POST', '/api/auth/two-factor/disable', cookie, { code: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
    const off = await call(context, 'POST', '/api/auth/two-factor/disable', cookie, { code: await freshCode(context, user.id, secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect((await call(context, 'GET', '/api/auth/two-factor', cookie)).json()).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeyCount: 0 });
    expect((await call(context, 'POST', '/api/auth/login', null, { email: user.email, password: DEFAULT_PASSWORD })).json().id).toBe(user.id);
    const { db } = context.deps.database;
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
  });

  it('new recovery codes need a code and replace the old ones', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const { secret, recoveryCodes: old } = await enableTotp(context, user.id, cookie);
    expect((await call(context, 'POST', '/api/auth/two-factor/recovery-codes', cookie, { code: '000000' === codeAt(secret) ? '111111' : '000000' })).statusCode).toBe(400);
    const fresh = await call(context, 'POST', '/api/auth/two-factor/recovery-codes', cookie, { code: await freshCode(context, user.id, secret) });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const stale = await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), recoveryCode: old[0] });
    expect(stale.statusCode).toBe(400);
    const works = await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), recoveryCode: codes[0] });
    expect(works.statusCode).toBe(200);
  });

  it('changing the password needs a code, and a recovery code serves too', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const { recoveryCodes: codes } = await enableTotp(context, user.id, cookie);
    const body = { currentPassword: DEFAULT_PASSWORD, newPassword: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' };
    const without = await call(context, 'POST', '/api/auth/change-password', cookie, body);
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual([{ field: 'code', message: TWO_FACTOR_MESSAGES.codeRequired }]);
    const changed = await call(context, 'POST', '/api/auth/change-password', cookie, { ...body, code: codes[0] });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('changing the address needs a code', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const { secret } = await enableTotp(context, user.id, cookie);
    const body = { newEmail: `new-${user.email}`, password: DEFAULT_PASSWORD };
    const without = await call(context, 'POST', '/api/auth/change-email', cookie, body);
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual([{ field: 'code', message: TWO_FACTOR_MESSAGES.codeRequired }]);
    const changed = await call(context, 'POST', '/api/auth/change-email', cookie, { ...body, code: await freshCode(context, user.id, secret) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(context, 'GET', '/api/auth/user', cookie)).json().email).toBe(body.newEmail);
  });
});

describe('the data export and account deletion', () => {
  it('the export says two-factor is on but carries no secret or code', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const { secret, recoveryCodes: codes } = await enableTotp(context, user.id, cookie);
    const exported = await call(context, 'GET', '/api/auth/export-data', cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().signIn).toMatchObject({ twoFactorEnabled: true, passkeys: [] });
    expect(exported.body).not.toContain(secret);
    for (const code of codes) expect(exported.body).not.toContain(code);
    const [row] = await context.deps.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    expect(exported.body).not.toContain(row?.secretSealed.split('.')[2]);
  });

  it('deleting the account removes its methods', async () => {
    const { user, cookie } = await createSignedInUser(context);
    await enableTotp(context, user.id, cookie);
    const deleted = await call(context, 'DELETE', '/api/auth/delete-account', cookie, { password: DEFAULT_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { db } = context.deps.database;
    expect(await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { JOINING_MESSAGES } from '../../../common/joining';
import { auditLog, users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { call, login, newcomer, registerWith, setJoining, verifyByMail } from './test-support';

const context = useTestApp();
afterEach(() => setJoining(context));

const rowOf = async (email: string) => (await context.deps.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('registration modes', () => {
  it('open (the default) registers as the spec has it', async () => {
    const payload = newcomer();
    const response = await registerWith(context, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Account created. Please check your e-mail to verify your address before signing in.');
    expect((await verifyByMail(context, payload.email)).json().pendingApproval).toBe(false);
    expect((await login(context, payload.email)).statusCode).toBe(200);
    expect((await call(context, 'GET', '/api/joining', null)).json()).toEqual({ mode: 'open', joinQuestion: null, requireTerms: false, membersMayInvite: false });
  });

  it('closed refuses with a clear 403 and creates nothing', async () => {
    await setJoining(context, { mode: 'closed' });
    const payload = newcomer();
    const response = await registerWith(context, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: JOINING_MESSAGES.closed, registrationMode: 'closed' });
    expect(await rowOf(payload.email)).toBeUndefined();
  });
});

describe('approval mode', () => {
  it('register, verify, wait, get approved by e-mail, then sign in; shown to others only then', async () => {
    await setJoining(context, { mode: 'approval', joinQuestion: 'Why do you want to join?' });
    const { cookie: adminCookie } = await member(context, { role: 'admin' });
    expect((await call(context, 'GET', '/api/joining', null)).json()).toMatchObject({ mode: 'approval', joinQuestion: 'Why do you want to join?' });

    const payload = newcomer({ joinAnswer: 'I build compilers and want to show them.' });
    const registered = await registerWith(context, payload);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toBe(JOINING_MESSAGES.registeredPending);

    const verified = await verifyByMail(context, payload.email);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ pendingApproval: true, message: JOINING_MESSAGES.verifiedPending });
    // Verified but not established: invisible like a never-verified account (decision 0015).
    const pendingRow = await rowOf(payload.email);
    expect(pendingRow).toMatchObject({ emailVerified: true, joiningStatus: 'pending', firstVerifiedAt: null });
    expect((await call(context, 'GET', `/api/users/${pendingRow?.id}`, null)).statusCode).toBe(404);

    const waiting = await login(context, payload.email);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ message: JOINING_MESSAGES.pendingApproval, pendingApproval: true });
    expect(waiting.cookies.filter((cookie) => cookie.name.endsWith('shipyard_session'))).toEqual([]);

    const queue = await call(context, 'GET', '/api/admin/joining/pending', adminCookie);
    expect(queue.json()).toContainEqual(expect.objectContaining({ email: payload.email, joinAnswer: 'I build compilers and want to show them.', emailVerified: true }));

    const approved = await call(context, 'POST', `/api/admin/joining/pending/${pendingRow?.id}/approve`, adminCookie);
    expect(approved.statusCode).toBe(200);
    const mail = await context.mail.waitFor(payload.email, 'approved');
    expect(mail.text).toContain('http://localhost:3000/login');
    expect((await rowOf(payload.email))?.firstVerifiedAt).toBeInstanceOf(Date);
    expect((await login(context, payload.email)).statusCode).toBe(200);
    expect((await call(context, 'GET', `/api/users/${pendingRow?.id}`, null)).statusCode).toBe(200);
    expect((await call(context, 'GET', '/api/admin/joining/pending', adminCookie)).json()).not.toContainEqual(expect.objectContaining({ email: payload.email }));
    // A second decision on the same person is a clear 404, not a second e-mail.
    expect((await call(context, 'POST', `/api/admin/joining/pending/${pendingRow?.id}/approve`, adminCookie)).json().message).toBe(JOINING_MESSAGES.notPending);
    const entries = await context.deps.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, pendingRow?.id ?? ''));
    expect(entries.map((entry) => entry.action)).toContain('approve_registration');
  });

  it('approval before verification: the link then stamps the account as established', async () => {
    await setJoining(context, { mode: 'approval' });
    const { cookie: adminCookie } = await member(context, { role: 'admin' });
    const payload = newcomer();
    await registerWith(context, payload);
    const row = await rowOf(payload.email);
    await call(context, 'POST', `/api/admin/joining/pending/${row?.id}/approve`, adminCookie);
    expect((await context.mail.waitFor(payload.email, 'approved')).text).toContain('confirm your e-mail address');
    expect((await verifyByMail(context, payload.email)).json().pendingApproval).toBe(false);
    expect((await rowOf(payload.email))?.firstVerifiedAt).toBeInstanceOf(Date);
    expect((await login(context, payload.email)).statusCode).toBe(200);
  });

  it('reject e-mails the person with the reason and removes the account', async () => {
    await setJoining(context, { mode: 'approval' });
    const { cookie: adminCookie } = await member(context, { role: 'admin' });
    const payload = newcomer();
    await registerWith(context, payload);
    await verifyByMail(context, payload.email);
    const row = await rowOf(payload.email);
    const rejected = await call(context, 'POST', `/api/admin/joining/pending/${row?.id}/reject`, adminCookie, { reason: 'We are a company-only space.' });
    expect(rejected.statusCode).toBe(200);
    const mail = await context.mail.waitFor(payload.email, 'request to join');
    expect(mail.text).toContain('did not accept it');
    expect(mail.text).toContain('We are a company-only space.');
    expect(await rowOf(payload.email)).toBeUndefined();
    expect((await login(context, payload.email)).statusCode).toBe(401);
  });

  it('asks for the answer when a question is set', async () => {
    await setJoining(context, { mode: 'approval', joinQuestion: 'What do you build?' });
    const response = await registerWith(context, newcomer());
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'joinAnswer', message: JOINING_MESSAGES.answerRequired }]);
    const tooLong = await registerWith(context, newcomer({ joinAnswer: 'x'.repeat(1001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields[0].field).toBe('joinAnswer');
  });

  it('an account that existed before approval mode is not affected', async () => {
    const { user } = await member(context);
    await setJoining(context, { mode: 'approval' });
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'correct horse battery' } });
    expect(response.statusCode).toBe(200);
  });
});

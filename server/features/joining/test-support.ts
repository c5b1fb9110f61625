import type { LightMyRequestResponse } from 'fastify';
import type { JoiningSettingsInput } from '../../../common/joining';
import { DEFAULT_JOINING, joiningSettingsSchema } from '../../../common/joining';
import { writeJoiningSettings } from '../../core/joining/settings-repository';
import { uniqueEmail } from '../../test/factories';
import type { TestContext } from '../../test/harness';
import { linkIn } from '../../test/smtp-capture';

/** Helpers for the joining tests (decision 0024). */

export const OPEN: JoiningSettingsInput = DEFAULT_JOINING;

/** Sets the joining settings straight in the database: tests of one mode start from open. */
export async function setJoining(context: TestContext, changes: Partial<JoiningSettingsInput> = {}): Promise<void> {
  await writeJoiningSettings(context.deps.database.db, joiningSettingsSchema.parse({ ...OPEN, ...changes }));
}

export const newcomer = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('newcomer'),
  password: 'long enough password',
  confirmPassword: 'long enough password',
  firstName: 'Nina',
  lastName: 'Newcomer',
  ...overrides,
});

export function registerWith(context: TestContext, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return context.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

/** Follows the verification link mailed to the address. */
export async function verifyByMail(context: TestContext, email: string): Promise<LightMyRequestResponse> {
  const mail = await context.mail.waitFor(email, 'Verify');
  const link = new URL(linkIn(mail, '/verify-email?token='));
  return context.app.inject({ method: 'GET', url: `/api/auth/verify-email${link.search}` });
}

export function login(context: TestContext, email: string, password = 'long enough password'): Promise<LightMyRequestResponse> {
  return context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

export { call } from '../../test/factories';

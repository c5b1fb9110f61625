import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import type { AppError } from '../../platform/errors';
import { assertActive, BANNED_MESSAGE, suspendedMessage, UNVERIFIED_MESSAGE } from './guards';
import { protectRefusal } from './policy';

const now = new Date('2026-11-21T12:00:00Z');
const user = (fields: Partial<UserRow>) =>
  ({ status: 'active', bannedAt: null, suspendedUntil: null, warningCount: 0, emailVerified: true, ...fields }) as UserRow;

function refusal(fields: Partial<UserRow>): AppError | null {
  try {
    assertActive(user(fields), now);
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe('assertActive (decision 7)', () => {
  it('lets active and warned accounts act', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ status: 'warned', warningCount: 2 })).toBeNull();
  });

  it('refuses a suspension in force with its end date', () => {
    const until = new Date('2026-12-01T00:00:00Z');
    const error = refusal({ status: 'suspended', suspendedUntil: until });
    expect(error?.status).toBe(403);
    expect(error?.message).toBe('Your account is suspended. You cannot do this until December 1, 2026.');
    expect(error?.message).toBe(suspendedMessage(until));
    expect(error?.extra).toEqual({ accountStatus: 'suspended', suspendedUntil: until.toISOString() });
  });

  it('lets a suspension that has ended act again without any job', () => {
    expect(refusal({ status: 'suspended', suspendedUntil: new Date('2026-11-20T00:00:00Z') })).toBeNull();
  });

  it('refuses banned accounts, by status or by ban date', () => {
    expect(refusal({ status: 'banned' })?.message).toBe(BANNED_MESSAGE);
    expect(refusal({ status: 'active', bannedAt: now })?.status).toBe(403);
    expect(BANNED_MESSAGE).toBe('Your account has been banned.');
  });
});

describe('assertActive (decision 0015)', () => {
  it('refuses an unverified address with a field the web app can read', () => {
    const error = refusal({ emailVerified: false, firstVerifiedAt: now });
    expect(error?.status).toBe(403);
    expect(error?.message).toBe(UNVERIFIED_MESSAGE);
    expect(error?.extra).toEqual({ needsVerification: true });
  });

  it('names a sanction first: verifying would not lift it', () => {
    expect(refusal({ emailVerified: false, status: 'banned' })?.extra).toEqual({ accountStatus: 'banned' });
    const until = new Date('2026-12-01T00:00:00Z');
    expect(refusal({ emailVerified: false, status: 'suspended', suspendedUntil: until })?.extra).toMatchObject({ accountStatus: 'suspended' });
  });
});

describe('protectRefusal (decision 7): what a suspended account may still do', () => {
  it('refuses a ban only', () => {
    expect(protectRefusal(user({ status: 'banned' }), now)).toEqual({ reason: 'banned' });
    expect(protectRefusal(user({ bannedAt: now }), now)).toEqual({ reason: 'banned' });
    expect(protectRefusal(user({ status: 'suspended', suspendedUntil: new Date('2026-12-01T00:00:00Z') }), now)).toBeNull();
    expect(protectRefusal(user({ emailVerified: false }), now)).toBeNull();
    expect(protectRefusal(user({ status: 'warned', warningCount: 1 }), now)).toBeNull();
  });
});

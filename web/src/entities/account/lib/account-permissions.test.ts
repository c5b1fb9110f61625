import type { CurrentUser } from '@common/auth';
import { describe, expect, it } from 'vitest';
import { contentRestriction } from './account-permissions';

const now = new Date('2026-11-23T15:00:00.000Z');
const member = (fields: Partial<CurrentUser>) =>
  ({ id: 'u1', email: 'ada@example.com', emailVerified: true, status: 'active', suspendedUntil: null, bannedAt: null, ...fields }) as CurrentUser;

describe('contentRestriction: what keeps an account from adding or changing content', () => {
  it('leaves a visitor and an active, verified member free', () => {
    expect(contentRestriction(null, now)).toBeNull();
    expect(contentRestriction(member({}), now)).toBeNull();
  });

  it('names a ban, a running suspension and an unverified address, in that order', () => {
    expect(contentRestriction(member({ status: 'banned', emailVerified: false }), now)?.kind).toBe('banned');
    const suspended = contentRestriction(member({ status: 'suspended', suspendedUntil: '2026-11-30T15:00:00.000Z', emailVerified: false }), now);
    expect(suspended?.kind).toBe('suspended');
    expect(suspended?.message).toMatch(/^Your account is suspended until .+, 2026, .+\. Until then it is read-only\.$/);
    const unverified = contentRestriction(member({ emailVerified: false }), now);
    expect(unverified?.kind).toBe('unverified');
    expect(unverified?.message).toContain('ada@example.com');
  });

  it('lets a suspension that has run out go', () => {
    expect(contentRestriction(member({ status: 'suspended', suspendedUntil: '2026-11-22T15:00:00.000Z' }), now)).toBeNull();
  });
});

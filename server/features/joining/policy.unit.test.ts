import { describe, expect, it } from 'vitest';
import { isJoiningStaff, isSettingsAdmin, mayInvite, mayRevoke } from './policy';

describe('joining policy (decision 0024)', () => {
  const admin = { id: 'a', role: 'admin' as const, status: 'active' as const };
  const moderator = { id: 'o', role: 'moderator' as const, status: 'active' as const };
  const memberRow = { id: 'm', role: 'user' as const, status: 'active' as const };

  it('the staff (moderators and admins) review registrations; settings stay with admins', () => {
    expect(isJoiningStaff(admin)).toBe(true);
    expect(isJoiningStaff(moderator)).toBe(true);
    expect(isSettingsAdmin(moderator)).toBe(false);
    expect(isJoiningStaff(memberRow)).toBe(false);
    expect(isJoiningStaff(null)).toBe(false);
    expect(isSettingsAdmin(admin)).toBe(true);
    expect(isSettingsAdmin(memberRow)).toBe(false);
  });

  it('members invite only when the operator allows it; the staff always', () => {
    expect(mayInvite(memberRow, { membersMayInvite: false })).toBe(false);
    expect(mayInvite(memberRow, { membersMayInvite: true })).toBe(true);
    expect(mayInvite(admin, { membersMayInvite: false })).toBe(true);
    expect(mayInvite(moderator, { membersMayInvite: false })).toBe(true);
  });

  it('the maker or the staff revoke an invitation', () => {
    expect(mayRevoke(memberRow, { createdBy: 'm' })).toBe(true);
    expect(mayRevoke(memberRow, { createdBy: 'other' })).toBe(false);
    expect(mayRevoke(memberRow, { createdBy: null })).toBe(false);
    expect(mayRevoke(admin, { createdBy: 'other' })).toBe(true);
  });
});

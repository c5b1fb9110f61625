import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { canBan, canGrantRoles, canLift, isAdmin, isStaff } from '../../core/people/policy';
import { sanctionRefusal } from './policy';

type TestRole = 'user' | 'moderator' | 'admin';
const person = (id: string, role: TestRole = 'user') => ({ id, role });

describe('moderation policy', () => {
  it('knows admins and staff by role only', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin({ role: 'moderator' })).toBe(false);
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isStaff(null)).toBe(false);
    expect(isStaff({ role: 'user' })).toBe(false);
    expect(isStaff({ role: 'moderator' })).toBe(true);
    expect(isStaff({ role: 'admin' })).toBe(true);
  });

  it('keeps bans and roles to admins; a moderator lifts suspensions only', () => {
    for (const role of ['user', 'moderator'] as const) {
      expect(canBan({ role })).toBe(false);
      expect(canGrantRoles({ role })).toBe(false);
    }
    expect(canBan({ role: 'admin' })).toBe(true);
    expect(canGrantRoles({ role: 'admin' })).toBe(true);
    expect(canLift({ role: 'moderator' }, 'suspended')).toBe(true);
    expect(canLift({ role: 'moderator' }, 'banned')).toBe(false);
    expect(canLift({ role: 'admin' }, 'banned')).toBe(true);
  });

  it('lets an admin sanction users and moderators, never themselves or another admin', () => {
    const admin = person('a', 'admin');
    expect(sanctionRefusal(admin, person('u'))).toBeNull();
    expect(sanctionRefusal(admin, person('m', 'moderator'))).toBeNull();
    expect(sanctionRefusal(admin, person('a', 'admin'))).toMatchObject({ status: 400, message: MODERATION_MESSAGES.notYourself });
    expect(sanctionRefusal(admin, person('b', 'admin'))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notAdmins });
  });

  it('lets a moderator sanction members only', () => {
    const moderator = person('m', 'moderator');
    expect(sanctionRefusal(moderator, person('u'))).toBeNull();
    expect(sanctionRefusal(moderator, person('n', 'moderator'))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notStaff });
    expect(sanctionRefusal(moderator, person('a', 'admin'))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notAdmins });
  });
});

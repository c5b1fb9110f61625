import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { canBan, canDecideAppeal, canGrantRoles, canLift, isAdmin, isStaff, staffRightsPaused } from '../../core/people/policy';
import { sanctionRefusal } from './policy';

type TestRole = 'user' | 'moderator' | 'admin';
const DAY_MS = 24 * 60 * 60 * 1000;
const active = { status: 'active' as const };
const suspended = { status: 'suspended' as const, suspendedUntil: new Date(Date.now() + 3 * DAY_MS) };
const banned = { status: 'banned' as const, bannedAt: new Date() };
const person = (id: string, role: TestRole = 'user', standing: object = active) => ({ id, role, ...active, ...standing });
const as = (role: TestRole, standing: object = active) => ({ role, ...active, ...standing });

describe('moderation policy', () => {
  it('knows admins and staff by role, in good standing', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(as('user'))).toBe(false);
    expect(isAdmin(as('moderator'))).toBe(false);
    expect(isAdmin(as('admin'))).toBe(true);
    expect(isStaff(null)).toBe(false);
    expect(isStaff(as('user'))).toBe(false);
    expect(isStaff(as('moderator'))).toBe(true);
    expect(isStaff(as('admin'))).toBe(true);
    // A warning restricts nobody, so it leaves staff rights as they were.
    expect(isStaff(as('moderator', { status: 'warned', warningCount: 1 }))).toBe(true);
  });

  it('pauses every staff right while a suspension or ban lasts (decision 0040)', () => {
    for (const standing of [suspended, banned]) {
      for (const role of ['moderator', 'admin'] as const) {
        const actor = as(role, standing);
        expect(isStaff(actor), `${role} ${standing.status}`).toBe(false);
        expect(isAdmin(actor)).toBe(false);
        expect(canBan(actor)).toBe(false);
        expect(canGrantRoles(actor)).toBe(false);
        expect(canLift(actor, 'suspended')).toBe(false);
        expect(staffRightsPaused(actor)).toBe(true);
      }
      expect(staffRightsPaused(as('user', standing))).toBe(false);
    }
    // A suspension that has run out pauses nothing.
    expect(isStaff(as('moderator', { status: 'suspended', suspendedUntil: new Date(Date.now() - DAY_MS) }))).toBe(true);
  });

  it('keeps bans and roles to admins; a moderator lifts suspensions only', () => {
    for (const role of ['user', 'moderator'] as const) {
      expect(canBan(as(role))).toBe(false);
      expect(canGrantRoles(as(role))).toBe(false);
    }
    expect(canBan(as('admin'))).toBe(true);
    expect(canGrantRoles(as('admin'))).toBe(true);
    expect(canLift(as('moderator'), 'suspended')).toBe(true);
    expect(canLift(as('moderator'), 'banned')).toBe(false);
    expect(canLift(as('admin'), 'banned')).toBe(true);
  });

  it('lets appeals be decided by whoever may undo the sanction', () => {
    expect(canDecideAppeal(as('moderator'), 'warn')).toBe(true);
    expect(canDecideAppeal(as('moderator'), 'suspend')).toBe(true);
    expect(canDecideAppeal(as('moderator'), 'ban')).toBe(false);
    for (const kind of ['warn', 'suspend', 'ban'] as const) {
      expect(canDecideAppeal(as('admin'), kind)).toBe(true);
      expect(canDecideAppeal(as('user'), kind)).toBe(false);
      expect(canDecideAppeal(as('admin', suspended), kind)).toBe(false);
      expect(canDecideAppeal(as('moderator', banned), kind)).toBe(false);
    }
  });

  it('lets an admin sanction users and moderators, never themselves or another admin', () => {
    const admin = person('a', 'admin');
    expect(sanctionRefusal(admin, person('u'))).toBeNull();
    expect(sanctionRefusal(admin, person('m', 'moderator'))).toBeNull();
    expect(sanctionRefusal(admin, person('a', 'admin'))).toMatchObject({ status: 400, message: MODERATION_MESSAGES.notYourself });
    expect(sanctionRefusal(admin, person('b', 'admin'))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notAdmins });
    // The target's role counts whatever its standing: a suspended admin is still no moderator's to ban.
    expect(sanctionRefusal(person('m', 'moderator'), person('b', 'admin', suspended))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notAdmins });
    expect(sanctionRefusal(person('n', 'moderator'), person('m', 'moderator', suspended))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notStaff });
  });

  it('lets a moderator sanction members only', () => {
    const moderator = person('m', 'moderator');
    expect(sanctionRefusal(moderator, person('u'))).toBeNull();
    expect(sanctionRefusal(moderator, person('n', 'moderator'))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notStaff });
    expect(sanctionRefusal(moderator, person('a', 'admin'))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notAdmins });
  });
});

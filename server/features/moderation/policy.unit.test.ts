import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { isAdmin, sanctionRefusal } from './policy';

const person = (id: string, role: 'user' | 'admin' = 'user') => ({ id, role });

describe('moderation policy', () => {
  it('knows admins by role only', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin({ role: 'admin' })).toBe(true);
  });

  it('lets an admin sanction users, never themselves or another admin', () => {
    const admin = person('a', 'admin');
    expect(sanctionRefusal(admin, person('u'))).toBeNull();
    expect(sanctionRefusal(admin, person('a', 'admin'))).toMatchObject({ status: 400, message: MODERATION_MESSAGES.notYourself });
    expect(sanctionRefusal(admin, person('b', 'admin'))).toMatchObject({ status: 403, message: MODERATION_MESSAGES.notAdmins });
  });
});

import { describe, expect, it } from 'vitest';
import { isStaffRole, parseRole, staffRoleOf } from './roles';

describe('roles (decision 0023)', () => {
  it('knows staff: moderators and admins', () => {
    expect([null, undefined, 'user', 'moderator', 'admin', 'Admin'].map(isStaffRole)).toEqual([false, false, false, true, true, false]);
    expect(['user', 'moderator', 'admin'].map(staffRoleOf)).toEqual([null, 'moderator', 'admin']);
  });

  it('reads the CLI and panel names, "member" included', () => {
    expect(['member', 'Member', ' moderator ', 'ADMIN', 'user', 'owner', ''].map(parseRole)).toEqual(['user', 'user', 'moderator', 'admin', 'user', null, null]);
  });
});

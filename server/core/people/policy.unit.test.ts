import { describe, expect, it } from 'vitest';
import { canSeeContactDetails, canSeeSocialLinks, canViewProfile, followRefusal, isShownToOthers, type Person, projectScope, type Viewer } from './policy';

const now = new Date('2026-06-01T12:00:00Z');
const nextWeek = new Date('2026-06-08T12:00:00Z');
const lastWeek = new Date('2026-05-25T12:00:00Z');

const person = (overrides: Partial<Person> = {}): Person => ({
  id: 'person',
  status: 'active',
  bannedAt: null,
  suspendedUntil: null,
  warningCount: 0,
  firstVerifiedAt: lastWeek,
  ...overrides,
});
const viewer = (overrides: Partial<NonNullable<Viewer>> = {}): NonNullable<Viewer> => ({
  ...person({ id: 'viewer' }),
  role: 'user',
  ...overrides,
});

const roles: Record<string, Viewer> = {
  visitor: null,
  user: viewer(),
  warned: viewer({ status: 'warned', warningCount: 1 }),
  suspended: viewer({ status: 'suspended', suspendedUntil: nextWeek }),
  'formerly suspended': viewer({ status: 'suspended', suspendedUntil: lastWeek }),
  banned: viewer({ status: 'banned', bannedAt: lastWeek }),
  owner: viewer({ id: 'person' }),
  admin: viewer({ role: 'admin' }),
  moderator: viewer({ role: 'moderator' }),
};

describe('people policy, for every role', () => {
  it.each([
    ['visitor', false, false],
    ['user', true, true],
    ['warned', true, true],
    ['suspended', false, false],
    ['formerly suspended', true, true],
    ['banned', false, false],
    ['owner', true, true],
    ['admin', true, true],
  ])('%s: contact details of an active person %s; of a suspended person %s', (role, ofActive, ofSuspended) => {
    const viewing = roles[role] as Viewer;
    expect(canSeeContactDetails(viewing, person(), now)).toBe(ofActive);
    expect(canSeeContactDetails(viewing, person({ status: 'suspended', suspendedUntil: nextWeek }), now)).toBe(ofSuspended);
  });

  it.each([
    ['visitor', false, false],
    ['user', false, false],
    ['suspended', false, false],
    ['owner', true, true],
    ['admin', true, true],
  ])('%s: social links of a suspended person %s, a banned person %s', (role, ofSuspended, ofBanned) => {
    const viewing = roles[role] as Viewer;
    expect(canSeeSocialLinks(viewing, person({ status: 'suspended', suspendedUntil: nextWeek }), now)).toBe(ofSuspended);
    expect(canSeeSocialLinks(viewing, person({ status: 'banned', bannedAt: lastWeek }), now)).toBe(ofBanned);
    expect(canSeeSocialLinks(viewing, person(), now)).toBe(true);
  });

  it.each([
    ['visitor', false, 'listed'],
    ['user', false, 'listed'],
    ['suspended', false, 'listed'],
    ['owner', true, 'all'],
    ['admin', true, 'published'],
    ['moderator', true, 'published'],
  ])('%s: a banned profile visible %s; projects scope %s', (role, seesBanned, scope) => {
    const viewing = roles[role] as Viewer;
    expect(canViewProfile(viewing, person({ status: 'banned', bannedAt: lastWeek }), now)).toBe(seesBanned);
    expect(canViewProfile(viewing, person(), now)).toBe(true);
    expect(projectScope(viewing, 'person')).toBe(scope);
  });

  it.each([
    ['visitor', false],
    ['user', false],
    ['suspended', false],
    ['owner', true],
    ['admin', true],
    ['moderator', true],
  ])('%s: a never-verified account visible %s (decision 0015)', (role, seesNeverVerified) => {
    const viewing = roles[role] as Viewer;
    expect(canViewProfile(viewing, person({ firstVerifiedAt: null }), now)).toBe(seesNeverVerified);
    expect(canViewProfile(viewing, person(), now)).toBe(true);
  });

  it('shows to others neither a never-verified account nor a banned one, but a member whose new address waits (decision 0015)', () => {
    expect(isShownToOthers(person({ firstVerifiedAt: null }), now)).toBe(false);
    expect(isShownToOthers(person({ status: 'banned', bannedAt: lastWeek }), now)).toBe(false);
    expect(isShownToOthers(person(), now)).toBe(true);
  });

  it('refuses following yourself and nothing else (sanctions are the guard’s job)', () => {
    expect(followRefusal(roles.owner as NonNullable<Viewer>, person())).toBe('You cannot follow yourself');
    expect(followRefusal(roles.user as NonNullable<Viewer>, person())).toBeNull();
  });

  it('refuses following across a block in either direction (decision 9)', () => {
    expect(followRefusal(roles.user as NonNullable<Viewer>, person(), true)).toBe('You cannot follow this user.');
    expect(followRefusal(roles.owner as NonNullable<Viewer>, person(), true)).toBe('You cannot follow yourself');
  });
});

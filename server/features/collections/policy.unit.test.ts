import { describe, expect, it } from 'vitest';
import type { Person, Viewer } from '../../core/people/policy';
import { canChangeCollection, canSeeCollection, type CollectionAccess, type CollectionContext } from './policy';

const owner: Viewer = { id: 'owner', role: 'user', status: 'active' };
const member: Viewer = { id: 'member', role: 'user', status: 'active' };
const moderator: Viewer = { id: 'moderator', role: 'moderator', status: 'active' };
const admin: Viewer = { id: 'admin', role: 'admin', status: 'active' };
const suspended: Viewer = { id: 'suspended', role: 'user', status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) };
const banned: Viewer = { id: 'banned', role: 'user', status: 'banned', bannedAt: new Date() };

const person: Person = { id: 'owner', status: 'active', bannedAt: null, suspendedUntil: null, warningCount: 0, firstVerifiedAt: new Date() };
const shown: CollectionContext = { owner: person, blocked: false, ownerProfilePrivate: false };
const publicList: CollectionAccess = { userId: 'owner', isPrivate: false };
const privateList: CollectionAccess = { userId: 'owner', isPrivate: true };

describe('canSeeCollection (issue 16)', () => {
  it.each([
    ['a visitor', null, [true, false]],
    ['a member', member, [true, false]],
    ['a moderator: a private list is not moderation’s to read', moderator, [true, false]],
    ['an admin, likewise', admin, [true, false]],
    ['a suspended member', suspended, [true, false]],
    ['a banned member', banned, [true, false]],
    ['the owner', owner, [true, true]],
  ] as const)('%s', (_role, viewer, expected) => {
    expect([publicList, privateList].map((list) => canSeeCollection(viewer, list, shown))).toEqual(expected);
  });

  it('hides a public list across a block, from visitors when the profile is private, and when its owner is banned', () => {
    expect(canSeeCollection(member, publicList, { ...shown, blocked: true })).toBe(false);
    expect(canSeeCollection(owner, publicList, { ...shown, blocked: true })).toBe(true);
    expect(canSeeCollection(null, publicList, { ...shown, ownerProfilePrivate: true })).toBe(false);
    expect(canSeeCollection(member, publicList, { ...shown, ownerProfilePrivate: true })).toBe(true);
    const bannedOwner = { ...shown, owner: { ...person, status: 'banned' as const, bannedAt: new Date() } };
    expect(canSeeCollection(member, publicList, bannedOwner)).toBe(false);
    expect(canSeeCollection(admin, publicList, bannedOwner)).toBe(true);
  });
});

describe('canChangeCollection: the owner only (standing is the status gate’s question, asked before)', () => {
  it.each([
    ['a visitor', null, false],
    ['a member', member, false],
    ['a moderator', moderator, false],
    ['an admin', admin, false],
    ['the owner', owner, true],
  ] as const)('%s → %s', (_role, viewer, expected) => {
    expect(canChangeCollection(viewer, publicList)).toBe(expected);
    expect(canChangeCollection(viewer, privateList)).toBe(expected);
  });
});

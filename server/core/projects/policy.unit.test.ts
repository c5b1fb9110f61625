import { describe, expect, it } from 'vitest';
import type { Viewer } from '../people/policy';
import { canEdit, canEngage, canSeeComment, canView, type ProjectAccess } from './policy';

const owner: Viewer = { id: 'owner', role: 'user', status: 'active' };
const other: Viewer = { id: 'other', role: 'user', status: 'active' };
const admin: Viewer = { id: 'admin', role: 'admin', status: 'active' };
const moderator: Viewer = { id: 'moderator', role: 'moderator', status: 'active' };
const suspendedOwner: Viewer = { ...owner, status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) };
const warnedOther: Viewer = { ...other, status: 'warned', warningCount: 1 };

const listed: ProjectAccess = { userId: 'owner', published: true, hiddenAt: null, listed: true };
const draft: ProjectAccess = { ...listed, published: false, listed: false };
const hidden: ProjectAccess = { ...listed, hiddenAt: new Date(), listed: false };
const ofBannedAuthor: ProjectAccess = { ...listed, listed: false };

describe('canView', () => {
  it.each([
    ['anonymous', null, [true, false, false, false]],
    ['another user', other, [true, false, false, false]],
    ['the owner', owner, [true, true, true, true]],
    ['an admin', admin, [true, true, true, true]],
    ['a moderator (decision 0023)', moderator, [true, true, true, true]],
  ] as const)('%s', (_role, viewer, expected) => {
    expect([listed, draft, hidden, ofBannedAuthor].map((project) => canView(viewer, project))).toEqual(expected);
  });
});

describe('canEdit: the owner only (standing is the status gate\'s question, asked before)', () => {
  it.each([
    ['anonymous', null, false],
    ['another user', other, false],
    ['an admin (moderation has its own calls)', admin, false],
    ['a moderator', moderator, false],
    ['the owner', owner, true],
    ['the owner, warned', { ...owner, status: 'warned' as const, warningCount: 1 }, true],
    ['the owner, suspended (the gate refused them already)', suspendedOwner, true],
  ])('%s → %s', (_role, viewer, expected) => {
    expect(canEdit(viewer, listed)).toBe(expected);
    expect(canEdit(viewer, draft)).toBe(expected);
  });
});

describe('canEngage: able to see it, and no one else\'s draft', () => {
  it.each([
    ['another user', true, other, listed],
    ['a warned user', true, warnedOther, listed],
    ['another user on a draft', false, other, draft],
    ['the owner on their draft', true, owner, draft],
    ['an admin on a draft of someone else (may read it, not write to it)', false, admin, draft],
    ['an admin on a hidden project', true, admin, hidden],
    ['another user on a hidden project', false, other, hidden],
    ['another user on a project of a banned author', false, other, ofBannedAuthor],
  ] as const)('%s → %s', (_role, expected, viewer, project) => {
    expect(canEngage(viewer, project)).toBe(expected);
  });

  it('leaves reading a draft open to admins', () => {
    expect(canView(admin, draft)).toBe(true);
  });
});

describe('canSeeComment', () => {
  const visible = { userId: 'author', hiddenAt: null, authorBanned: false };
  const hiddenComment = { ...visible, hiddenAt: new Date() };
  const banned = { ...visible, authorBanned: true };
  it.each([
    ['anonymous', null, [true, false, false]],
    ['another user', other, [true, false, false]],
    ['its author', { id: 'author', role: 'user' as const, status: 'active' as const }, [true, true, true]],
    ['an admin', admin, [true, true, true]],
    ['a moderator (decision 0023)', moderator, [true, true, true]],
  ])('%s', (_role, viewer, expected) => {
    expect([visible, hiddenComment, banned].map((comment) => canSeeComment(viewer, comment))).toEqual(expected);
  });
});

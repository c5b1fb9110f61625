import { describe, expect, it } from 'vitest';
import { MEMBER_LIST_MESSAGES, MEMBERS_PAGE_SIZE, type MembersPage } from '../../../common/members';
import { useTestApp } from '../../test/harness';
import { createUser } from '../../test/factories';
import { member } from '../../test/projects';
import { admin, bannedFields, moderator, send, suspendedFields } from './test-support';

/**
 * GET /api/admin/users, the Members tab: staff find anyone by name or address and act without a
 * report. Who may call it is in admin-access.test.ts and staff-access.test.ts (adminCalls).
 */
const context = useTestApp();

async function search(cookie: string, query: string): Promise<MembersPage> {
  const answer = await send(context, 'GET', `/api/admin/users${query}`, cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as MembersPage;
}

describe('the member list (GET /api/admin/users)', () => {
  it('finds people by part of the name, the whole name or the address, whatever the case, with their standing', async () => {
    const staff = await moderator(context);
    const ada = await createUser(context, { firstName: 'Ada', lastName: 'Quillfeather', email: 'ada.q@example.org', warningCount: 2, status: 'warned' });
    const grace = await createUser(context, { firstName: 'Grace', lastName: 'Quillfeather', role: 'moderator', ...suspendedFields() });
    const linus = await createUser(context, { firstName: 'Linus', lastName: 'Other', email: 'quillfeather-fan@example.org', ...bannedFields() });
    await createUser(context, { firstName: 'Nobody', lastName: 'Relevant' });

    const byName = await search(staff.cookie, '?q=QUILLfeather');
    expect(byName.total).toBe(3);
    expect(byName.members.map((person) => person.id).sort()).toEqual([ada.id, grace.id, linus.id].sort());
    // Newest first.
    expect(byName.members.map((person) => person.id)).toEqual([linus.id, grace.id, ada.id]);
    expect(byName.members.find((person) => person.id === ada.id)).toEqual({
      id: ada.id,
      name: 'Ada Quillfeather',
      email: 'ada.q@example.org',
      role: 'user',
      status: 'warned',
      warningCount: 2,
      suspendedUntil: null,
      bannedAt: null,
      createdAt: ada.createdAt.toISOString(),
    });
    expect(byName.members.find((person) => person.id === grace.id)).toMatchObject({ role: 'moderator', status: 'suspended' });
    expect(byName.members.find((person) => person.id === linus.id)?.bannedAt).toEqual(expect.any(String));

    expect((await search(staff.cookie, '?q=ada%20quill')).members.map((person) => person.id)).toEqual([ada.id]);
    expect((await search(staff.cookie, '?q=fan@EXAMPLE')).members.map((person) => person.id)).toEqual([linus.id]);
    expect((await search(staff.cookie, '?q=%20%20grace%20')).members.map((person) => person.id)).toEqual([grace.id]);
    expect(await search(staff.cookie, '?q=nothing-like-this')).toEqual({ members: [], page: 1, pageSize: MEMBERS_PAGE_SIZE, total: 0 });
  });

  it('reads % and _ as letters, not wildcards', async () => {
    const staff = await admin(context);
    const percent = await createUser(context, { firstName: 'Hundred%', lastName: 'Sure' });
    await createUser(context, { firstName: 'Hundredfold', lastName: 'Sure' });
    expect((await search(staff.cookie, `?q=${encodeURIComponent('hundred%')}`)).members.map((person) => person.id)).toEqual([percent.id]);
    expect((await search(staff.cookie, '?q=hundred_')).total).toBe(0);
  });

  it('pages through the matches 20 at a time, and lists everyone when the search is blank', async () => {
    const staff = await admin(context);
    const made = [];
    for (let index = 0; index < MEMBERS_PAGE_SIZE + 5; index++) made.push(await createUser(context, { firstName: 'Pagewalker', lastName: `Number ${index}` }));
    const first = await search(staff.cookie, '?q=pagewalker');
    const second = await search(staff.cookie, '?q=pagewalker&page=2');
    const third = await search(staff.cookie, '?q=pagewalker&page=3');
    expect(first).toMatchObject({ page: 1, pageSize: MEMBERS_PAGE_SIZE, total: MEMBERS_PAGE_SIZE + 5 });
    expect(first.members).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(second.members).toHaveLength(5);
    expect(third).toMatchObject({ members: [], page: 3, total: MEMBERS_PAGE_SIZE + 5 });
    const seen = [...first.members, ...second.members].map((person) => person.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(made.map((person) => person.id).sort());

    const everyone = await search(staff.cookie, '?q=%20');
    expect(everyone.total).toBeGreaterThanOrEqual(MEMBERS_PAGE_SIZE + 6);
    expect((await search(staff.cookie, '')).total).toBe(everyone.total);
  });

  it.each([
    ['?page=0', MEMBER_LIST_MESSAGES.page],
    ['?page=-1', MEMBER_LIST_MESSAGES.page],
    ['?page=1.5', MEMBER_LIST_MESSAGES.page],
    ['?page=two', MEMBER_LIST_MESSAGES.page],
    ['?page=501', MEMBER_LIST_MESSAGES.page],
    [`?q=${'a'.repeat(101)}`, MEMBER_LIST_MESSAGES.searchTooLong],
  ])('answers %s with a 400 that names the problem', async (query, message) => {
    const staff = await admin(context);
    const answer = await send(context, 'GET', `/api/admin/users${query}`, staff.cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });

  it('lets staff act on a member found in the list, with no report', async () => {
    const staff = await moderator(context);
    const person = await member(context, { firstName: 'Findable', lastName: 'Person' });
    const [found] = (await search(staff.cookie, '?q=findable')).members;
    expect(found?.id).toBe(person.user.id);
    const suspended = await send(context, 'POST', `/api/admin/users/${person.user.id}/suspend`, staff.cookie, { reason: 'Flooding the comments', duration: 3 });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await search(staff.cookie, '?q=findable')).members[0]).toMatchObject({ status: 'suspended', suspendedUntil: expect.any(String) });
  });
});

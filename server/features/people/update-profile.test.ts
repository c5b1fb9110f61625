import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { banned, call, suspended } from './test-support';

const context = useTestApp();

function update(cookie: string | undefined, payload: Record<string, unknown>) {
  return call(context, 'PUT', '/api/users/profile', cookie, payload);
}

const fullForm = {
  firstName: '  Ada ',
  lastName: 'Lovelace',
  title: ' Compiler engineer ',
  bio: 'Analytical engines.',
  location: 'London',
  website: 'ada.dev',
  github: 'ada',
  twitter: '@ada',
  linkedin: 'https://www.linkedin.com/in/ada',
  facebook: '',
  publicEmail: 'ada@example.com',
  skills: [' Rust ', 'rust', 'LLVM', '', 'Compilers'],
};

describe('PUT /api/users/profile', () => {
  it('saves the spec form, trimmed, empty texts as null, skills de-duplicated, and answers the current user', async () => {
    const { user, cookie } = await createSignedInUser(context, { facebook: 'old-fb' });
    const response = await update(cookie, fullForm);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Ada',
      title: 'Compiler engineer',
      website: 'ada.dev',
      twitter: '@ada',
      facebook: null,
      publicEmail: 'ada@example.com',
      skills: ['Rust', 'LLVM', 'Compilers'],
    });
    expect(body).not.toHaveProperty('passwordHash');
    const me = await call(context, 'GET', '/api/auth/user', cookie);
    expect(me.json()).toEqual(body);
  });

  it('changes only the fields it is sent', async () => {
    const { cookie } = await createSignedInUser(context, { title: 'Keep me', github: 'keep' });
    const body = (await update(cookie, { bio: 'New bio' })).json();
    expect(body).toMatchObject({ title: 'Keep me', github: 'keep', bio: 'New bio' });
    expect((await update(cookie, { title: null })).json().title).toBeNull();
  });

  it('accepts the editor list of social links, which replaces the whole set', async () => {
    const { cookie } = await createSignedInUser(context, { github: 'old', medium: 'gone' });
    const response = await update(cookie, {
      socialLinks: [
        { type: 'github', value: ' octo ', label: 'GitHub' },
        { type: 'itchio', value: 'octo-games' },
        { type: 'website', value: 'https://octo.dev' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ github: 'octo', itchio: 'octo-games', website: 'https://octo.dev', medium: null });
  });

  describe('refuses', () => {
    it.each([
      [{ socialLinks: [{ type: 'github', value: 'a' }, { type: 'github', value: 'b' }] }, 'socialLinks.1.type', 'Each platform can only be added once'],
      [{ socialLinks: [{ type: 'myspace', value: 'a' }] }, 'socialLinks.0.type', 'Unknown social platform: myspace'],
      [{ socialLinks: [{ type: 'github', value: '  ' }] }, 'socialLinks.0.value', 'Please enter a value for GitHub'],
      [{ socialLinks: [{ type: 'publicEmail', value: 'nope' }] }, 'socialLinks.0.value', 'Public email must be a valid email address'],
      [{ socialLinks: [{ type: 'github', value: 'a' }], twitter: 'b' }, 'socialLinks', 'Send the links either as socialLinks or as single fields such as twitter, not both'],
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ firstName: 'x'.repeat(51) }, 'firstName', 'First name must be at most 50 characters'],
      [{ lastName: 'x'.repeat(51) }, 'lastName', 'Last name must be at most 50 characters'],
      [{ title: 'x'.repeat(101) }, 'title', 'Title must be at most 100 characters'],
      [{ bio: 'x'.repeat(1001) }, 'bio', 'Bio must be at most 1000 characters'],
      [{ location: 'x'.repeat(101) }, 'location', 'Location must be at most 100 characters'],
      [{ website: 'not a site' }, 'website', 'Website must be a valid web address'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Website must be a valid web address'],
      [{ website: `https://example.com/${'x'.repeat(300)}` }, 'website', 'Website must be at most 300 characters'],
      [{ publicEmail: 'not-an-address' }, 'publicEmail', 'Public email must be a valid email address'],
      [{ github: 'has space' }, 'github', 'GitHub must not contain spaces'],
      [{ github: 'x'.repeat(101) }, 'github', 'GitHub must be at most 100 characters'],
      [{ twitter: 'a"onmouseover' }, 'twitter', 'Twitter contains characters that are not allowed'],
      [{ itchio: 'my.games' }, 'itchio', 'itch.io may only contain letters, digits and hyphens'],
      [{ linkedin: 'https://exa mple.com' }, 'linkedin', 'LinkedIn must be a valid web address'],
      [{ skills: ['x'.repeat(41)] }, 'skills.0', 'Each skill must be at most 40 characters'],
      [{ skills: Array.from({ length: 31 }, (_, index) => `skill-${index}`) }, 'skills', 'At most 30 skills'],
    ])('%j with a message naming the field', async (payload, field, message) => {
      const { cookie } = await createSignedInUser(context);
      const response = await update(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual({ field, message });
      expect(response.json().message).toBe(message);
    });

    it('accepts exactly the bounds', async () => {
      const { cookie } = await createSignedInUser(context);
      const response = await update(cookie, {
        firstName: 'x'.repeat(50),
        title: 'x'.repeat(100),
        bio: 'x'.repeat(1000),
        location: 'x'.repeat(100),
        github: 'x'.repeat(100),
        skills: Array.from({ length: 30 }, (_, index) => `${index}`.padEnd(40, 'x')),
      });
      expect(response.statusCode).toBe(200);
    });

    it('a visitor with 401, before looking at the fields', async () => {
      for (const payload of [{ title: 'x' }, { title: 'x'.repeat(500) }]) {
        const response = await update(undefined, payload);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Unauthorized');
      }
    });

    it.each([
      ['suspended', suspended(), /^Your account is suspended/],
      ['banned', banned(), /^Your account has been banned\.$/],
    ])('a %s account with 403', async (_label, status, message) => {
      const { cookie } = await createSignedInUser(context, status);
      const response = await update(cookie, { title: 'x' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(message);
    });
  });

  it('does not let profileImageUrl or private fields be set here', async () => {
    const { cookie } = await createSignedInUser(context);
    const response = await update(cookie, { profileImageUrl: 'https://evil.example/x.png', role: 'admin', email: 'x@y.z', title: 'ok' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profileImageUrl: null, role: 'user', title: 'ok' });
  });
});

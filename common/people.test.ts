import { describe, expect, it } from 'vitest';
import { socialLinkUrl, socialValueProblem, updateProfileSchema } from './people';

describe('socialLinkUrl (spec §5)', () => {
  it.each([
    ['github', 'octo', 'https://github.com/octo'],
    ['github', '@octo', 'https://github.com/octo'],
    ['twitter', '@octo', 'https://x.com/octo'],
    ['linkedin', 'octo', 'https://www.linkedin.com/in/octo'],
    ['youtube', 'octo', 'https://www.youtube.com/@octo'],
    ['medium', '@octo', 'https://medium.com/@octo'],
    ['itchio', 'Octo-Games', 'https://octo-games.itch.io'],
    ['stackoverflow', '123/octo', 'https://stackoverflow.com/users/123/octo'],
    ['github', 'https://github.com/someone-else', 'https://github.com/someone-else'],
    ['github', 'HTTP://github.com/x', 'HTTP://github.com/x'],
    ['github', 'httpie', 'https://github.com/httpie'],
    ['website', 'example.dev/me', 'https://example.dev/me'],
    ['website', 'http://example.dev', 'http://example.dev'],
    ['publicEmail', 'me@example.dev', 'mailto:me@example.dev'],
    ['github', '名前', 'https://github.com/%E5%90%8D%E5%89%8D'],
  ] as const)('%s %s → %s', (type, value, url) => {
    expect(socialLinkUrl(type, value)).toBe(url);
  });
});

describe('socialValueProblem', () => {
  it('accepts handles, web addresses and e-mail addresses where each belongs', () => {
    expect(socialValueProblem('github', 'octo-cat')).toBeNull();
    expect(socialValueProblem('github', 'https://github.com/octo')).toBeNull();
    expect(socialValueProblem('website', 'example.dev')).toBeNull();
    expect(socialValueProblem('publicEmail', 'a@b.co')).toBeNull();
  });

  it('refuses what would make a broken or dangerous link', () => {
    expect(socialValueProblem('website', 'javascript:alert(1)')).toBe('Website must be a valid web address');
    expect(socialValueProblem('website', 'https://user:pw@example.com')).toBe('Website must be a valid web address');
    expect(socialValueProblem('website', 'localhost')).toBe('Website must be a valid web address');
    expect(socialValueProblem('github', 'a b')).toBe('GitHub must not contain spaces');
    expect(socialValueProblem('github', 'a"b')).toBe('GitHub contains characters that are not allowed');
    expect(socialValueProblem('publicEmail', 'mailto:a@b.co')).toBe('Public email must be a valid email address');
  });
});

describe('profile update schema', () => {
  it('keeps absent fields absent, so a PUT changes only what it sends', () => {
    expect(updateProfileSchema.parse({ title: '  ' })).toEqual({ title: null });
    expect(updateProfileSchema.parse({})).toEqual({});
  });

  it('cleans skills: trimmed, empty dropped, duplicates ignoring case dropped', () => {
    expect(updateProfileSchema.parse({ skills: [' Go', 'go', '', 'Rust ', 'RUST'] })).toEqual({ skills: ['Go', 'Rust'] });
  });
});

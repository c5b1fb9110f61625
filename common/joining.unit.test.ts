import { describe, expect, it } from 'vitest';
import { domainCovers, domainRefusal, emailDomain, JOINING_MESSAGES, joiningSettingsSchema } from './joining';

describe('the domain rule (decision 0024)', () => {
  it('reads the domain after the last @, in lower case', () => {
    expect(emailDomain('Ada@Mail.Example.COM')).toBe('mail.example.com');
  });

  it('covers the domain and its subdomains, not other domains ending alike', () => {
    expect(domainCovers('example.com', 'example.com')).toBe(true);
    expect(domainCovers('example.com', 'eu.mail.example.com')).toBe(true);
    expect(domainCovers('example.com', 'badexample.com')).toBe(false);
    expect(domainCovers('eu.example.com', 'example.com')).toBe(false);
  });

  it('blocks before it allows; an empty allow-list allows all', () => {
    const lists = { allowedDomains: ['corp.com'], blockedDomains: ['x.corp.com'] };
    expect(domainRefusal('a@corp.com', lists)).toBeNull();
    expect(domainRefusal('a@x.corp.com', lists)).toBe(JOINING_MESSAGES.domainBlocked('x.corp.com'));
    expect(domainRefusal('a@gmail.com', lists)).toBe(JOINING_MESSAGES.domainNotAllowed(['corp.com']));
    expect(domainRefusal('a@gmail.com', { allowedDomains: [], blockedDomains: [] })).toBeNull();
  });

  it('normalises listed domains and refuses what is not one', () => {
    const base = { mode: 'open', joinQuestion: null, membersMayInvite: false, memberInviteQuota: 1, allowedDomains: [], requireTerms: false };
    expect(joiningSettingsSchema.parse({ ...base, blockedDomains: [' @B.com', '*.a.com', 'a.com', 'xn--bcher-kva.example'] }).blockedDomains).toEqual([
      'a.com',
      'b.com',
      'xn--bcher-kva.example',
    ]);
    for (const bad of ['localhost', 'a..com', '-a.com', 'a@b.com', 'exa mple.com', '']) {
      expect(joiningSettingsSchema.safeParse({ ...base, blockedDomains: [bad] }).success, bad).toBe(false);
    }
  });
});

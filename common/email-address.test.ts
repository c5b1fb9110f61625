import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emailSchema, INVALID_EMAIL_MESSAGE } from './auth';
import { domainToAscii, normaliseDomain, normaliseEmailAddress } from './email-address';
import { domainRefusal, JOINING_MESSAGES, joiningSettingsSchema } from './joining';

/** One spelling per address and per listed domain (decisions 0024 and 0026). */
const FULL_WIDTH = 'ｘ@ｂｌｏｃｋｅｄ.ｔｅｓｔ';
const BLOCKED_SPELLINGS = ['x@blocked.test.', 'x@blocked。test', 'x@blocked．test', FULL_WIDTH, 'X@BLOCKED.TEST', ' x@blocked.test ', 'x@blo\u00ADcked.test'];

describe('normaliseEmailAddress', () => {
  it('reads every spelling of a domain as the one the lists hold', () => {
    for (const spelling of BLOCKED_SPELLINGS) expect(normaliseEmailAddress(spelling), spelling).toBe('x@blocked.test');
    expect(normaliseEmailAddress('x@bücher.test')).toBe('x@xn--bcher-kva.test');
    expect(normaliseEmailAddress('x@BÜCHER.test')).toBe('x@xn--bcher-kva.test');
    expect(normaliseEmailAddress('x@xn--bcher-kva.test')).toBe('x@xn--bcher-kva.test');
  });

  it('wants exactly one @ with something before it', () => {
    for (const bad of ['x@blocked.test@x', 'x＠blocked.test@x', '@blocked.test', 'blocked.test', '', 'x@']) {
      expect(normaliseEmailAddress(bad), bad).toBeNull();
    }
  });

  it('refuses ASCII a URL parser would read as the end of the host or an escape', () => {
    for (const bad of ['x@blocked.test/evil.com', 'x@evil.com?blocked.test', 'x@a%41.test', 'x@blocked.test:25', 'x@bl ocked.test', 'x@blocked.test#', 'x@blocked\\test']) {
      expect(normaliseEmailAddress(bad), bad).toBeNull();
    }
  });

  it('does the IDNA step exactly as node:url domainToASCII does', () => {
    for (const domain of ['bücher.test', 'blocked。test', 'ｂｌｏｃｋｅｄ.test', 'ex\u200Bample.com', 'BÜCHER.test', 'a..b', 'xn--bcher-kva.test', 'münchen.de']) {
      expect(domainToAscii(domain), domain).toBe(domainToASCII(domain) || null);
    }
  });
});

describe('the e-mail schema every address passes', () => {
  const email = emailSchema(INVALID_EMAIL_MESSAGE);

  it('answers the normalised address', () => {
    for (const spelling of BLOCKED_SPELLINGS) expect(email.parse(spelling), spelling).toBe('x@blocked.test');
    expect(email.parse('x@bücher.test')).toBe('x@xn--bcher-kva.test');
  });

  it('refuses two @, a domain left invalid and a non-string, with the typed form message', () => {
    for (const bad of ['x@blocked.test@x', 'x@blocked.test..', 'x@-a.test', 'x@localhost', 'x y@a.test', 42]) {
      const parsed = email.safeParse(bad);
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message, String(bad)).toBe(INVALID_EMAIL_MESSAGE);
    }
  });
});

describe('the domain rule and the lists read domains the same way', () => {
  const base = { mode: 'open', joinQuestion: null, membersMayInvite: false, memberInviteQuota: 1, allowedDomains: [], requireTerms: false } as const;

  it('saves a listed domain in its ASCII form', () => {
    const saved = joiningSettingsSchema.parse({ ...base, blockedDomains: ['bücher.test', 'Blocked.Test.', 'ｂｌｏｃｋｅｄ。ｔｅｓｔ', '＠example.com'] });
    expect(saved.blockedDomains).toEqual(['blocked.test', 'example.com', 'xn--bcher-kva.test']);
    expect(normaliseDomain('bücher.test')).toBe('xn--bcher-kva.test');
  });

  it('blocks every spelling of a blocked domain, and a Unicode domain by its punycode entry', () => {
    const lists = { allowedDomains: [], blockedDomains: ['blocked.test', 'xn--bcher-kva.test'] };
    for (const spelling of BLOCKED_SPELLINGS) expect(domainRefusal(spelling, lists), spelling).toBe(JOINING_MESSAGES.domainBlocked('blocked.test'));
    expect(domainRefusal('x@bücher.test', lists)).toBe(JOINING_MESSAGES.domainBlocked('xn--bcher-kva.test'));
    expect(domainRefusal('x@sub.bücher.test', lists)).toBe(JOINING_MESSAGES.domainBlocked('sub.xn--bcher-kva.test'));
    expect(domainRefusal('x@notblocked.test', lists)).toBeNull();
  });
});

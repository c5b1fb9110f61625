import { describe, expect, it } from 'vitest';
import { Passwords } from './passwords';

const passwords = new Passwords();

describe('Passwords.isCommon (ASVS 5.0 6.2.4)', () => {
  it('finds list entries whatever their case', async () => {
    for (const password of ['password', 'PASSWORD', '12345678', 'Password1', 'qwertyuiop', 'iloveyou']) {
      expect(await passwords.isCommon(password)).toBe(true);
    }
  });

  it('passes what the list does not hold, also a common word with more digits or words', async () => {
    for (const password of ['correct horse battery', 'tidal-Quartz-lantern-81', 'password 8 horses']) {
      expect(await passwords.isCommon(password)).toBe(false);
    }
  });
});

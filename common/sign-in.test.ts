import { describe, expect, it } from 'vitest';
import { signInMethodLabel } from './sign-in';

describe('signInMethodLabel', () => {
  const names: Record<string, string> = { github: 'GitHub', acme: 'Acme ID' };
  const name = (id: string) => names[id];

  it('names each way of signing in in words', () => {
    expect(signInMethodLabel('password', name)).toBe('Password');
    expect(signInMethodLabel('provider:github', name)).toBe('GitHub');
    expect(signInMethodLabel('provider:acme', name)).toBe('Acme ID');
    expect(signInMethodLabel('password+totp', name)).toBe('Password and authenticator code');
    expect(signInMethodLabel('passkey', name)).toBe('Passkey');
  });

  it('falls back to the id of a provider no longer configured, and to the raw value', () => {
    expect(signInMethodLabel('provider:gone', name)).toBe('gone');
    expect(signInMethodLabel('something-new', name)).toBe('something-new');
  });
});

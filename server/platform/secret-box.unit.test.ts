import { describe, expect, it } from 'vitest';
import { deriveKey, keyedHash, open, seal } from './secret-box';

const root = 'a-session-secret-that-is-at-least-32-characters';

describe('secret box (decision 0025)', () => {
  it('opens what it sealed, and each sealing differs', () => {
    const key = deriveKey(root, 'totp secret');
    const first = seal(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    const second = seal(key, 'JBSWY3DPEHPK3PXP', 'user-1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, first, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another row, a changed byte and garbage', () => {
    const key = deriveKey(root, 'totp secret');
    const sealed = seal(key, 'secret', 'user-1');
    expect(open(deriveKey(`${root}x`, 'totp secret'), sealed, 'user-1')).toBeNull();
    expect(open(deriveKey(root, 'another purpose'), sealed, 'user-1')).toBeNull();
    expect(open(key, sealed, 'user-2')).toBeNull();
    const [version, iv, ciphertext, tag] = sealed.split('.');
    const flipped = Buffer.from(ciphertext ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(open(key, [version, iv, flipped.toString('base64url'), tag].join('.'), 'user-1')).toBeNull();
    expect(open(key, 'not a box', 'user-1')).toBeNull();
  });

  it('derives a different key per purpose, and keyed hashes need the key', () => {
    expect(deriveKey(root, 'a').equals(deriveKey(root, 'b'))).toBe(false);
    expect(keyedHash(deriveKey(root, 'a'), 'code')).not.toBe(keyedHash(deriveKey(root, 'b'), 'code'));
    expect(keyedHash(deriveKey(root, 'a'), 'code')).toMatch(/^[0-9a-f]{64}$/);
  });
});

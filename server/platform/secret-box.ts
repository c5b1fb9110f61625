import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a TOTP seed) are sealed with AES-256-GCM under a key derived
 * by HKDF from SESSION_SECRET, so a copy of the database alone does not reveal them (decision
 * 0025). Each purpose gets its own key through HKDF's `info`; changing SESSION_SECRET makes sealed
 * secrets unreadable, which docs/operations.md warns about.
 */
const VERSION = 'v1';

export function deriveKey(rootSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', rootSecret, 'shipyard', `shipyard ${purpose}`, 32));
}

/** `v1.<iv>.<ciphertext>.<tag>`, base64url; the associated data binds it to one row (the account). */
export function seal(key: Buffer, plaintext: string, associatedData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plaintext, or null when the box was not sealed with this key for this associated data. */
export function open(key: Buffer, sealed: string, associatedData: string): string | null {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !ciphertext || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A keyed hash for short random codes: without the key a stolen hash cannot be brute-forced. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

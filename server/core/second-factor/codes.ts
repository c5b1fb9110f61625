import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import type { AppDependencies } from '../dependencies';
import type { UserRow } from '../../db/schema';
import { invalidField } from '../../platform/errors';
import { deriveKey, keyedHash, open, seal } from '../../platform/secret-box';
import * as repository from './repository';

type Deps = AppDependencies;

/** Codes one step either side of now pass, for clocks a little apart (RFC 6238 §5.2). */
const WINDOW = 1;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(secret: Secret, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret });
}

const secretKey = (deps: Deps) => deriveKey(deps.config.sessionSecret, 'totp secret');
const recoveryKey = (deps: Deps) => deriveKey(deps.config.sessionSecret, 'recovery codes');

/** A new secret for the account (replacing an unconfirmed one): the text, the otpauth URI and its QR code. */
export async function startTotpSetup(deps: Deps, user: UserRow, issuer: string) {
  const secret = new Secret({ size: 20 });
  const sealed = seal(secretKey(deps), secret.base32, user.id);
  const row = await repository.upsertUnconfirmedTotp(deps.database.db, user.id, sealed);
  if (!row) return null;
  const uri = totpFor(secret, user.email, issuer).toString();
  // Rendered here, so no QR library ships to the browser; an SVG in a data URL (CSP allows data: images).
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: secret.base32, otpauthUrl: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Accepts a current code of the account's authenticator (confirmed or, for set-up, not yet),
 * once: the step it belongs to is claimed, so the same code never passes twice.
 */
export async function verifyTotp(deps: Deps, userId: string, code: string, options: { confirmed: boolean }): Promise<'ok' | 'invalid' | 'reused'> {
  const { db } = deps.database;
  const row = await repository.findTotp(db, userId);
  if (!row || Boolean(row.enabledAt) !== options.confirmed) return 'invalid';
  const base32 = open(secretKey(deps), row.secretSealed, userId);
  if (!base32) return 'invalid';
  const totp = totpFor(Secret.fromBase32(base32), userId, 'Shipyard');
  const now = Date.now();
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return 'invalid';
  const step = totp.counter({ timestamp: now }) + delta;
  return (await repository.claimTotpStep(db, userId, step)) ? 'ok' : 'reused';
}

function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Spaces, dashes and case do not matter when a person types a code back. */
function recoveryHash(deps: Deps, userId: string, code: string): string {
  return keyedHash(recoveryKey(deps), `${userId}:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}

/** Ten new codes replace every earlier one; they are returned once and only their hashes kept. */
export async function issueRecoveryCodes(deps: Deps, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repository.replaceRecoveryCodes(deps.database.db, userId, codes.map((code) => recoveryHash(deps, userId, code)));
  return codes;
}

export async function spendRecoveryCode(deps: Deps, userId: string, code: string): Promise<boolean> {
  return repository.spendRecoveryCode(deps.database.db, userId, recoveryHash(deps, userId, code), new Date());
}

export async function totpEnabled(deps: Deps, userId: string): Promise<boolean> {
  return Boolean((await repository.findTotp(deps.database.db, userId))?.enabledAt);
}

/**
 * A fresh second factor for a sensitive change (turning two-factor off, new recovery codes, a new
 * address or password): a current authenticator code not used before, or an unused recovery code.
 * Accounts without two-factor sign-in pass. The error names `field` so forms show it in place.
 */
export async function requireFreshCode(deps: Deps, userId: string, code: string | undefined, field = 'code'): Promise<void> {
  if (!(await totpEnabled(deps, userId))) return;
  if (!code) throw invalidField(field, TWO_FACTOR_MESSAGES.codeRequired);
  if (/^\d{6}$/.test(code.replace(/\s/g, ''))) {
    const result = await verifyTotp(deps, userId, code.replace(/\s/g, ''), { confirmed: true });
    if (result === 'ok') return;
    throw invalidField(field, result === 'reused' ? TWO_FACTOR_MESSAGES.codeReused : TWO_FACTOR_MESSAGES.codeInvalid);
  }
  if (!(await spendRecoveryCode(deps, userId, code))) throw invalidField(field, TWO_FACTOR_MESSAGES.codeInvalid);
}

import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORD_MESSAGE } from '../../common/auth';
import { PASSWORD_MIN_LENGTH } from '../../common/limits';
import { type AppScope, appService } from './app-scope';
import { invalidField } from './errors';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id; the enum is a const enum */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing runs on libuv's thread pool, never the event loop; at most this many run at once so a
 * burst of sign-ins cannot take every thread (or gigabytes of memory).
 */
const MAX_CONCURRENT_HASHES = 2;

/**
 * Password hashing and the password rules, one per app (an app service, decision 0018) or one
 * per script (the seeders make their own).
 */
export class Passwords {
  #running = 0;
  readonly #waiting: Array<() => void> = [];
  #decoyHash: Promise<string> | null = null;
  #common: Promise<ReadonlySet<string>> | null = null;

  async #withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running++;
    try {
      return await work();
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }

  hash(password: string): Promise<string> {
    return this.#withSlot(() => hash(password, ARGON2_OPTIONS));
  }

  /**
   * A null hash is an account made through a sign-in provider with no password yet (decision
   * 0026): it matches nothing, after the same work as a wrong password.
   */
  verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) return this.verifyAgainstDecoy(password);
    return this.#withSlot(async () => {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    });
  }

  /** Unknown addresses still pay for one verification, so response time does not reveal accounts. */
  async verifyAgainstDecoy(password: string): Promise<false> {
    this.#decoyHash ??= this.hash('decoy password that matches nothing');
    await this.verify(await this.#decoyHash, password);
    return false;
  }

  /**
   * ASVS 5.0 6.2.4: a new password must not be one of the common or breached ones. The list is
   * zxcvbn-ts's `passwords-common` (49,233 entries, all lower case), compared case-insensitively,
   * so 'Password1' is refused with 'password1'. Exact entries only, no stripping of trailing
   * digits: the list already holds the digit-suffixed forms people actually use ('password1',
   * 'password123'), and a rule of our own would refuse passwords the list does not name, for a
   * reason the person cannot see.
   *
   * The module (~380 KB) is imported on first use, so the processes that never set a password
   * (the CLI, migrations) never load it, and built once into a Set of the entries long enough to
   * pass the length rule (17,950).
   */
  async isCommon(password: string): Promise<boolean> {
    this.#common ??= import('@zxcvbn-ts/language-common').then(
      ({ dictionary }) => new Set(dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)),
    );
    return (await this.#common).has(password.toLowerCase());
  }

  /**
   * Refuses a common password the way a validation failure is refused (400, `validation_failed`,
   * the field named), so the forms put the message under the field they sent it from.
   */
  async refuseCommon(password: string, field: string): Promise<void> {
    if (!(await this.isCommon(password))) return;
    throw invalidField(field, COMMON_PASSWORD_MESSAGE);
  }
}

const appPasswords = appService('passwords', () => new Passwords());

/** The app's password hasher and rules. */
export function passwordsOf(deps: { scope: AppScope }): Passwords {
  return deps.scope.get(appPasswords, deps);
}

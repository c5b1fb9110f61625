import type { FastifyRequest } from 'fastify';
import { isStaffRole } from '../../common/roles';
import type { UserRow } from '../db/schema';
import { appService } from './app-scope';
import { AppError, badRequest, tooManyRequests } from './errors';
import type { AccountLimiter } from './rate-limits';
import { requireUser } from './sessions';

/**
 * Anti-abuse beyond the spec: how often one account may create things, per hour, whatever address
 * it comes from. Accounts younger than a day get a third (spam accounts are usually fresh) — except
 * for reports — and may put only a couple of links in what they write. Staff are exempt.
 */
export const ACTION_LIMITS = { projects: 10, comments: 60, messages: 120, follows: 100, reports: 20 } as const;
export type LimitedAction = keyof typeof ACTION_LIMITS;

const HOUR_MS = 60 * 60 * 1000;
export const NEW_ACCOUNT_AGE_MS = 24 * HOUR_MS;
export const NEW_ACCOUNT_SHARE = 1 / 3;
export const NEW_ACCOUNT_MAX_LINKS = 2;

export const ACTION_LIMIT_MESSAGE = 'You are doing that too often. Please try again later.';
export const LINK_LIMIT_MESSAGE = `New accounts can post at most ${NEW_ACCOUNT_MAX_LINKS} links at a time.`;

export function isNewAccount(user: Pick<UserRow, 'createdAt'>, now: Date = new Date()): boolean {
  return now.getTime() - user.createdAt.getTime() < NEW_ACCOUNT_AGE_MS;
}

/** Reports protect the person (decision 7): someone harassed on their first day must not run short. */
const SAME_FOR_NEW_ACCOUNTS: readonly LimitedAction[] = ['reports'];

export function hourlyLimit(action: LimitedAction, newAccount: boolean): number {
  const max = ACTION_LIMITS[action];
  if (!newAccount || SAME_FOR_NEW_ACCOUNTS.includes(action)) return max;
  return Math.max(1, Math.floor(max * NEW_ACCOUNT_SHARE));
}

/** http(s) links and bare www. addresses: what a spammer pastes. */
export function countLinks(text: string): number {
  return text.match(/\bhttps?:\/\/\S+|\bwww\.\S+/gi)?.length ?? 0;
}

// One pair of limiters (established, new) per action and per app, made on first use.
const actionLimiters = appService('action limiters', () => new Map<string, AccountLimiter>());

function limiterFor(request: FastifyRequest, action: LimitedAction, newAccount: boolean): AccountLimiter {
  const app = request.server;
  const forApp = app.deps.scope.get(actionLimiters, app.deps);
  const name = `action-${action}${newAccount ? '-new' : ''}`;
  let limiter = forApp.get(name);
  if (!limiter) {
    limiter = app.accountLimiter({ name, max: hourlyLimit(action, newAccount), timeWindowMs: HOUR_MS });
    forApp.set(name, limiter);
  }
  return limiter;
}

/**
 * Call from a write route after the guard: counts one `action` for the signed-in account and
 * answers 429 with Retry-After past the hourly budget. With `content`, a new account's text may
 * hold at most NEW_ACCOUNT_MAX_LINKS links (400) — checked first, so a refused post costs nothing.
 */
export async function actionLimit(request: FastifyRequest, action: LimitedAction, content?: string): Promise<void> {
  const user = requireUser(request);
  // Staff act on the community's behalf (decision 0023): their writes are not budgeted.
  if (isStaffRole(user.role)) return;
  const newAccount = isNewAccount(user);
  if (newAccount && content !== undefined && countLinks(content) > NEW_ACCOUNT_MAX_LINKS) throw badRequest(LINK_LIMIT_MESSAGE);
  try {
    await limiterFor(request, action, newAccount).hit(request, user.id);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) {
      throw tooManyRequests(Number(error.extra.retryAfter) || 60, ACTION_LIMIT_MESSAGE);
    }
    throw error;
  }
}

import { describe, expect, it } from 'vitest';
import { accountBanner } from './account-banner';
import { effectiveStatus } from './account-status';

const now = new Date('2026-03-01T12:00:00.000Z');
const later = new Date(now.getTime() + 60_000);
const earlier = new Date(now.getTime() - 60_000);

describe('accountBanner (spec §4, rules in order)', () => {
  describe('rule 1: status active or missing shows nothing', () => {
    it.each([
      ['no user', null],
      ['undefined user', undefined],
      ['empty object', {}],
      ['null status', { status: null }],
      ['active', { status: 'active' }],
    ])('%s → null', (_label, user) => {
      expect(accountBanner(user, now)).toBeNull();
    });

    it('looks at the status only: active with warnings, a ban date or a suspension still shows nothing', () => {
      expect(accountBanner({ status: 'active', warningCount: 3 }, now)).toBeNull();
      expect(accountBanner({ status: 'active', bannedAt: earlier, banReason: 'spam' }, now)).toBeNull();
      expect(accountBanner({ status: 'active', suspendedUntil: later }, now)).toBeNull();
    });

    it('treats a missing status as active even when other fields are set', () => {
      expect(accountBanner({ warningCount: 2 }, now)).toBeNull();
      expect(accountBanner({ bannedAt: earlier }, now)).toBeNull();
    });
  });

  describe('rule 2: banned', () => {
    it('status banned with a reason', () => {
      expect(accountBanner({ status: 'banned', banReason: 'Spam' }, now)).toEqual({
        kind: 'banned',
        title: 'Account Banned',
        reason: 'Spam',
      });
    });

    it('status banned without a reason, or with a blank one, gives a null reason', () => {
      expect(accountBanner({ status: 'banned' }, now)).toEqual({ kind: 'banned', title: 'Account Banned', reason: null });
      expect(accountBanner({ status: 'banned', banReason: null }, now)).toMatchObject({ reason: null });
      expect(accountBanner({ status: 'banned', banReason: '' }, now)).toMatchObject({ reason: null });
      expect(accountBanner({ status: 'banned', banReason: '   \n' }, now)).toMatchObject({ reason: null });
    });

    it('a bannedAt value bans whatever the (non-active) status says', () => {
      expect(accountBanner({ status: 'warned', warningCount: 2, bannedAt: earlier.toISOString(), banReason: 'x' }, now)).toEqual({
        kind: 'banned',
        title: 'Account Banned',
        reason: 'x',
      });
      expect(accountBanner({ status: 'suspended', suspendedUntil: later, bannedAt: earlier }, now)?.kind).toBe('banned');
    });

    it('banned wins over a running suspension and warnings', () => {
      expect(accountBanner({ status: 'banned', suspendedUntil: later, warningCount: 5 }, now)?.kind).toBe('banned');
    });
  });

  describe('rule 3: suspended with a future end', () => {
    it('shows the suspension with its end date (Date or ISO string)', () => {
      expect(accountBanner({ status: 'suspended', suspendedUntil: later }, now)).toEqual({
        kind: 'suspended',
        title: 'Account Suspended',
        until: later,
      });
      const banner = accountBanner({ status: 'suspended', suspendedUntil: later.toISOString(), warningCount: 4 }, now);
      expect(banner?.kind).toBe('suspended');
      expect(banner && 'until' in banner ? banner.until.getTime() : null).toBe(later.getTime());
    });

    it('one millisecond before the end is still suspended', () => {
      const until = new Date(now.getTime() + 1);
      expect(accountBanner({ status: 'suspended', suspendedUntil: until }, now)?.kind).toBe('suspended');
    });

    it('a future suspendedUntil without status suspended is not a suspension', () => {
      expect(accountBanner({ status: 'warned', warningCount: 1, suspendedUntil: later }, now)?.kind).toBe('warned');
    });
  });

  describe('rule 4: an ended suspension falls through to the warning check', () => {
    it.each([
      ['exactly now', now],
      ['in the past', earlier],
    ])('suspendedUntil %s with warnings → warned', (_label, until) => {
      expect(accountBanner({ status: 'suspended', suspendedUntil: until, warningCount: 2 }, now)).toEqual({
        kind: 'warned',
        title: 'Account Warning',
        warningCount: 2,
      });
    });

    it.each([
      ['exactly now', now],
      ['in the past', earlier],
    ])('suspendedUntil %s without warnings → null', (_label, until) => {
      expect(accountBanner({ status: 'suspended', suspendedUntil: until, warningCount: 0 }, now)).toBeNull();
      expect(accountBanner({ status: 'suspended', suspendedUntil: until }, now)).toBeNull();
    });

    it('suspended without any end date, or an unreadable one, falls through too', () => {
      expect(accountBanner({ status: 'suspended' }, now)).toBeNull();
      expect(accountBanner({ status: 'suspended', suspendedUntil: 'not a date', warningCount: 1 }, now)?.kind).toBe('warned');
    });
  });

  describe('rule 5: warned', () => {
    it('status warned shows the count (0 when unknown)', () => {
      expect(accountBanner({ status: 'warned', warningCount: 3 }, now)).toEqual({
        kind: 'warned',
        title: 'Account Warning',
        warningCount: 3,
      });
      expect(accountBanner({ status: 'warned' }, now)).toEqual({ kind: 'warned', title: 'Account Warning', warningCount: 0 });
    });

    it('a warningCount above 0 warns under any other non-active status', () => {
      expect(accountBanner({ status: 'something-else', warningCount: 1 }, now)).toMatchObject({ kind: 'warned', warningCount: 1 });
      expect(accountBanner({ status: 'something-else', warningCount: 0 }, now)).toBeNull();
    });
  });

  it('uses the current time when none is given', () => {
    const future = new Date(Date.now() + 3_600_000);
    const past = new Date(Date.now() - 3_600_000);
    expect(accountBanner({ status: 'suspended', suspendedUntil: future })?.kind).toBe('suspended');
    expect(accountBanner({ status: 'suspended', suspendedUntil: past })).toBeNull();
  });
});

describe('effectiveStatus', () => {
  it('active or missing status is active', () => {
    expect(effectiveStatus({}, now)).toBe('active');
    expect(effectiveStatus({ status: 'active' }, now)).toBe('active');
    expect(effectiveStatus({ status: null }, now)).toBe('active');
  });

  it('banned by status or by a bannedAt value', () => {
    expect(effectiveStatus({ status: 'banned' }, now)).toBe('banned');
    expect(effectiveStatus({ status: 'active', bannedAt: earlier }, now)).toBe('banned');
    expect(effectiveStatus({ status: 'suspended', suspendedUntil: later, bannedAt: earlier.toISOString() }, now)).toBe('banned');
  });

  it('suspended only while suspendedUntil is in the future', () => {
    expect(effectiveStatus({ status: 'suspended', suspendedUntil: later }, now)).toBe('suspended');
    expect(effectiveStatus({ status: 'suspended', suspendedUntil: new Date(now.getTime() + 1) }, now)).toBe('suspended');
    expect(effectiveStatus({ status: 'suspended', suspendedUntil: now }, now)).toBe('active');
    expect(effectiveStatus({ status: 'suspended', suspendedUntil: earlier }, now)).toBe('active');
    expect(effectiveStatus({ status: 'suspended' }, now)).toBe('active');
  });

  it('an ended suspension with warnings is warned', () => {
    expect(effectiveStatus({ status: 'suspended', suspendedUntil: now, warningCount: 1 }, now)).toBe('warned');
    expect(effectiveStatus({ status: 'suspended', suspendedUntil: earlier, warningCount: 2 }, now)).toBe('warned');
  });

  it('warned stays warned', () => {
    expect(effectiveStatus({ status: 'warned', warningCount: 1 }, now)).toBe('warned');
    expect(effectiveStatus({ status: 'warned' }, now)).toBe('warned');
  });
});

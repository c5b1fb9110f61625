import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './auth';

describe('hasSignedInHint', () => {
  it('finds the hint cookie, with or without the __Host- prefix, among others', () => {
    expect(hasSignedInHint('shipyard_signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; __Host-shipyard_signed_in=1; other=2')).toBe(true);
  });

  it('is false without it, for an emptied one, and for look-alikes', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('shipyard_signed_in=')).toBe(false);
    expect(hasSignedInHint('not_shipyard_signed_in=1; shipyard_signed_in_x=1')).toBe(false);
  });
});

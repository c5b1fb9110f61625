import { describe, expect, it } from 'vitest';
import { arrowKeyStep } from './arrow-keys';

describe('arrowKeyStep', () => {
  it('moves forward with ArrowRight and back with ArrowLeft in a left-to-right row', () => {
    expect(arrowKeyStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowKeyStep('ArrowLeft', 'ltr')).toBe(-1);
  });

  it('mirrors the keys in a right-to-left row, which runs from the right', () => {
    expect(arrowKeyStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowKeyStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('does not move for other keys', () => {
    expect(arrowKeyStep('Home', 'ltr')).toBe(0);
    expect(arrowKeyStep('ArrowDown', 'rtl')).toBe(0);
  });
});

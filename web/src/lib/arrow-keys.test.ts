import { describe, expect, it, vi } from 'vitest';
import { arrowKeyStep, rowKeyTarget } from './arrow-keys';

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

describe('rowKeyTarget', () => {
  const ltr = () => 'ltr';
  const rtl = () => 'rtl';

  it('moves to the neighbour the arrow points at, round the ends, in either direction', () => {
    expect(rowKeyTarget('ArrowRight', 1, 4, ltr)).toBe(2);
    expect(rowKeyTarget('ArrowRight', 3, 4, ltr)).toBe(0);
    expect(rowKeyTarget('ArrowLeft', 0, 4, ltr)).toBe(3);
    expect(rowKeyTarget('ArrowLeft', 1, 4, rtl)).toBe(2);
    expect(rowKeyTarget('ArrowRight', 0, 4, rtl)).toBe(3);
  });

  it('goes to the first with Home and the last with End, and nowhere for other keys', () => {
    expect(rowKeyTarget('Home', 2, 4, ltr)).toBe(0);
    expect(rowKeyTarget('End', 0, 4, rtl)).toBe(3);
    expect(rowKeyTarget('Tab', 1, 4, ltr)).toBeNull();
    expect(rowKeyTarget('ArrowDown', 1, 4, ltr)).toBeNull();
  });

  it('reads the direction only for an arrow key', () => {
    const direction = vi.fn(() => 'ltr');
    for (const key of ['Home', 'End', 'Tab', 'Enter', ' ']) rowKeyTarget(key, 0, 4, direction);
    expect(direction).not.toHaveBeenCalled();
    rowKeyTarget('ArrowLeft', 0, 4, direction);
    expect(direction).toHaveBeenCalledTimes(1);
  });
});

/**
 * Which way an arrow key moves along a row of controls (tabs, a toolbar): ArrowRight goes to the
 * next one in a left-to-right page, ArrowLeft in a right-to-left one, because a row runs from the
 * right there and the keys follow what is seen. Other keys move nowhere (0).
 */
export function arrowKeyStep(key: string, direction: string): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return key === forward ? 1 : key === backward ? -1 : 0;
}

/**
 * Where a key moves focus in a row of `count` controls from the one at `index` (the WAI-ARIA tabs
 * and toolbar patterns): an arrow key to the next or previous one (arrowKeyStep), round the ends;
 * Home to the first, End to the last; any other key nowhere (null). The row's direction is asked
 * for only when an arrow key needs it: reading it costs a style lookup on every key press.
 */
export function rowKeyTarget(key: string, index: number, count: number, direction: () => string): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  return (index + arrowKeyStep(key, direction()) + count) % count;
}

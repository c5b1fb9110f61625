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

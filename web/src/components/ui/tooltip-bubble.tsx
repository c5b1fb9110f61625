import { useEffect, useLayoutEffect, useRef } from 'react';

const EDGE_PX = 8;

interface TooltipBubbleProps {
  id: string;
  label: string;
  onEnter: () => void;
  onLeave: () => void;
  /** Escape pressed while it shows. */
  onEscape: () => void;
}

/**
 * The label tooltip.tsx shows below its trigger, centred, then moved sideways as far as needed to
 * stay in the window; Escape hides it; the pointer can move onto it (WCAG 1.4.13).
 */
export function TooltipBubble({ id, label, onEnter, onLeave, onEscape }: TooltipBubbleProps) {
  const bubble = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onEscape]);

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const { left, right } = element.getBoundingClientRect();
    const shift = Math.max(0, EDGE_PX - left) - Math.max(0, right - (document.documentElement.clientWidth - EDGE_PX));
    // Tailwind's -translate-x-1/2 is the `translate` property too, so the shift adds to it.
    if (shift) element.style.translate = `calc(-50% + ${shift}px) 0`;
  }, []);

  return (
    // The top padding bridges the gap between trigger and label for the pointer.
    <span ref={bubble} role="tooltip" id={id} className="absolute left-1/2 top-full z-50 -translate-x-1/2 pt-1.5" onPointerEnter={onEnter} onPointerLeave={onLeave}>
      <span className="block whitespace-nowrap rounded-md border border-border bg-popover px-2.5 py-1 text-xs text-popover-foreground shadow-md">{label}</span>
    </span>
  );
}

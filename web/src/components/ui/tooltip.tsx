import { Slot } from '@web/components/ui/slot';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * Short hover and focus labels for the navbar's icon buttons. Written out rather than taken from
 * Radix Tooltip, whose popper and floating-ui code would be about a tenth of every visitor's first
 * load (issue 11) for three labels in a bar whose place is known. It keeps what Radix did for us:
 * 700 ms before a hover label shows, none when moving on from another within 300 ms; shown on
 * keyboard focus but not on a click or a touch; Escape hides it; the pointer can move onto it
 * (WCAG 1.4.13); it is the trigger's description while shown; it stays inside the window.
 */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
const EDGE_PX = 8;
const LEAVE_GRACE_MS = 100;

/** When a label last closed, for the skip delay across neighbouring buttons. */
let lastClosedAt = 0;

/** A trigger with a short label below it; the trigger keeps its own accessible name. */
export function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const pressed = useRef(false);
  const bubble = useRef<HTMLSpanElement>(null);

  const later = (action: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  const show = () => {
    window.clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      lastClosedAt = Date.now();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Centred below the trigger, then moved sideways as far as needed to stay in the window.
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!open || !element) return;
    element.style.translate = '';
    const { left, right } = element.getBoundingClientRect();
    const shift = Math.max(0, EDGE_PX - left) - Math.max(0, right - (document.documentElement.clientWidth - EDGE_PX));
    // Tailwind's -translate-x-1/2 is the `translate` property too, so the shift adds to it.
    if (shift) element.style.translate = `calc(-50% + ${shift}px) 0`;
  }, [open]);

  return (
    <span className="relative inline-flex">
      <Slot
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          if (open || Date.now() - lastClosedAt < SKIP_DELAY_MS) show();
          else later(show, OPEN_DELAY_MS);
        }}
        // A moment's grace, so the pointer can move from the trigger onto the label (WCAG 1.4.13).
        onPointerLeave={() => later(hide, LEAVE_GRACE_MS)}
        onPointerDown={() => {
          pressed.current = true;
          hide();
        }}
        onFocus={() => {
          // Focus that comes with a click is not a request for the label.
          if (!pressed.current) show();
          pressed.current = false;
        }}
        onBlur={hide}
      >
        {children}
      </Slot>
      {open ? (
        // The top padding bridges the gap between trigger and label for the pointer.
        <span
          ref={bubble}
          role="tooltip"
          id={id}
          className="absolute left-1/2 top-full z-50 -translate-x-1/2 pt-1.5"
          onPointerEnter={show}
          onPointerLeave={hide}
        >
          <span className="block whitespace-nowrap rounded-md border border-border bg-popover px-2.5 py-1 text-xs text-popover-foreground shadow-md">
            {label}
          </span>
        </span>
      ) : null}
    </span>
  );
}

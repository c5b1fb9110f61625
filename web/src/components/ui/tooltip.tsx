import { Slot } from '@web/components/ui/slot';
import { lazyPart, ShowPart, whenIdle } from '@web/lib/lazy-part';
import { type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * Short hover and focus labels for the navbar's icon buttons. Written out rather than taken from
 * Radix Tooltip, whose popper and floating-ui code would be about a tenth of every visitor's first
 * load (issue 11) for three labels in a bar whose place is known. It keeps what Radix did for us:
 * 700 ms before a hover label shows, none when moving on from another within 300 ms; shown on
 * keyboard focus but not on a click or a touch; Escape hides it; the pointer can move onto it
 * (WCAG 1.4.13); it is the trigger's description while shown; it stays inside the window. The
 * label itself (tooltip-bubble.tsx) comes in a chunk of its own, fetched once the page is idle or
 * when a trigger is first pointed at or focused: a first load carries only the triggers' rules.
 */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
const LEAVE_GRACE_MS = 100;

const bubbleView = lazyPart(() => import('./tooltip-bubble').then((module) => module.TooltipBubble), 'src/components/ui/tooltip-bubble.tsx');

/** When a label last closed, for the skip delay across neighbouring buttons. */
let lastClosedAt = 0;

/** A trigger with a short label below it; the trigger keeps its own accessible name. */
export function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const pressed = useRef(false);

  const later = (action: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, ms);
  };
  const show = () => {
    window.clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => whenIdle(() => void bubbleView.preload()), []);

  return (
    <span className="relative inline-flex">
      <Slot
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          void bubbleView.preload();
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
        // Until its chunk is here (a focus before the page was idle) the trigger is described by nothing.
        <Suspense fallback={null}>
          <ShowPart part={bubbleView} id={id} label={label} onEnter={show} onLeave={hide} onEscape={hide} />
        </Suspense>
      ) : null}
    </span>
  );
}

import { cn } from '@web/lib/utils';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { dismissToast, type ToastItem, type ToastVariant, useToasts } from './use-toast';

const DEFAULT_DURATION_MS = 5000;

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-popover text-popover-foreground',
  success: 'border-border bg-popover text-popover-foreground',
  destructive: 'border-red-300 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-50',
};

/**
 * Where toasts appear (`toast()` is in use-toast.ts). Written out rather than taken from Radix
 * Toast, whose code was a tenth of every page's first load (issue 11) and could not simply be
 * fetched later: a toast is often the last thing shown before the browser leaves the page (the
 * 'Unauthorized' one 500 ms before the sign-in page). The list is a polite live region that is
 * always in the page, so a screen reader reads out each new toast; a toast closes after its
 * duration, counted only while neither the pointer nor the focus is on it, or with its button or
 * Escape.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section aria-label="Notifications">
      <ol
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex max-h-dvh flex-col gap-2 p-4 sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:w-[26rem]"
      >
        {toasts.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const element = useRef<HTMLLIElement>(null);
  const remaining = useRef(item.duration ?? DEFAULT_DURATION_MS);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const variant = item.variant ?? 'default';

  useEffect(() => {
    if (!item.open || paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [item.id, item.open, paused]);

  // Listened to on the element itself: a list item is no control, only a place the pointer rests.
  useEffect(() => {
    const li = element.current;
    if (!li) return;
    const listeners: [string, (event: Event) => void][] = [
      ['pointerenter', () => setHovered(true)],
      ['pointerleave', () => setHovered(false)],
      ['focusin', () => setFocused(true)],
      ['focusout', (event) => setFocused(li.contains((event as FocusEvent).relatedTarget as Node | null))],
      ['keydown', (event) => (event as KeyboardEvent).key === 'Escape' && dismissToast(item.id)],
    ];
    for (const [type, listener] of listeners) li.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) li.removeEventListener(type, listener);
    };
  }, [item.id]);

  return (
    <li
      ref={element}
      data-state={item.open ? 'open' : 'closed'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        variantClass[variant],
      )}
    >
      {variant === 'destructive' ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
      ) : variant === 'success' ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
      ) : null}
      <div className="grid gap-1">
        <div className="text-sm font-semibold">{item.title}</div>
        {item.description ? <div className="text-sm opacity-90">{item.description}</div> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </li>
  );
}

import { cn } from '@web/lib/utils';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { dismissToast, type ToastItem, type ToastVariant } from './use-toast';
import { useI18n } from '@web/lib/i18n';

const DEFAULT_DURATION_MS = 5000;

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-popover text-popover-foreground',
  success: 'border-border bg-popover text-popover-foreground',
  destructive: 'border-red-300 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-50',
};

/**
 * One toast (the list it appears in is toaster.tsx): it closes after its duration, counted only
 * while neither the pointer nor the focus is on it, or with its button or Escape. A chunk of its
 * own, fetched once the page is idle, so that it is not part of a visitor's first load (issue 11).
 */
export function Toast({ item }: { item: ToastItem }) {
  const { t } = useI18n();
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
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
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
        className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('ui.dismiss')}</span>
      </button>
    </li>
  );
}

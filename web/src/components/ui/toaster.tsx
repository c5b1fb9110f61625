import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '@web/lib/utils';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { dismissToast, type ToastVariant, useToasts } from './use-toast';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-popover text-popover-foreground',
  success: 'border-border bg-popover text-popover-foreground',
  destructive: 'border-red-300 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-50',
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
      {toasts.map((item) => {
        const variant = item.variant ?? 'default';
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-toast-out',
              variantClass[variant],
            )}
          >
            {variant === 'destructive' ? (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
            ) : variant === 'success' ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            ) : null}
            {/* Excluded from Radix's hidden announcer copy, which would put every text in the DOM twice
                for a second and make getByText() in end-to-end tests ambiguous. */}
            <div className="grid gap-1" data-radix-toast-announce-exclude="">
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              data-radix-toast-announce-exclude=""
              className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Dismiss notification</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/* The list is the live region that reads new toasts out, since Radix's announcer gets no text. */}
      <ToastPrimitive.Viewport
        aria-live="polite"
        className="fixed inset-x-0 top-0 z-[100] flex max-h-dvh flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:bottom-0 sm:right-0 sm:top-auto sm:w-[26rem]"
      />
    </ToastPrimitive.Provider>
  );
}

import { cn } from '@web/lib/utils';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

/** A native <select> in the look of the inputs: keyboard, screen readers and phones handle it natively. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-lg border border-input bg-background py-2 ps-3 pe-9 text-sm text-foreground shadow-xs transition-colors',
          'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}

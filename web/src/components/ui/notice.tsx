import { cn } from '@web/lib/utils';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

/** Inline coloured notices (status banners, form notices). Colours pass AA in both themes. */
export const noticeVariants = cva('flex gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0', {
  variants: {
    tone: {
      info: '[&>svg]:text-indigo-600 dark:[&>svg]:text-indigo-400 border-indigo-200 bg-indigo-50 text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-100',
      success:
        '[&>svg]:text-emerald-600 dark:[&>svg]:text-emerald-400 border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100',
      warning: '[&>svg]:text-amber-600 dark:[&>svg]:text-amber-400 border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100',
      caution:
        '[&>svg]:text-orange-600 dark:[&>svg]:text-orange-400 border-orange-200 bg-orange-50 text-orange-950 dark:border-orange-900 dark:bg-orange-950/50 dark:text-orange-100',
      danger: '[&>svg]:text-red-600 dark:[&>svg]:text-red-400 border-red-200 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100',
    },
  },
  defaultVariants: { tone: 'info' },
});

export function Notice({ className, tone, ...props }: ComponentProps<'div'> & VariantProps<typeof noticeVariants>) {
  return <div className={cn(noticeVariants({ tone }), className)} {...props} />;
}

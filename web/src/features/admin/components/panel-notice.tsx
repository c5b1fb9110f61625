import { cn } from '@web/lib/utils';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  danger: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
} as const;

/** What the admin panel shows instead of its tools when this person may not use them, and why. */
export function PanelNotice({ icon: Icon, tone, title, message, action }: { icon: LucideIcon; tone: keyof typeof TONES; title: string; message: string; action: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className={cn('flex size-14 items-center justify-center rounded-full', TONES[tone])}>
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      {action}
    </div>
  );
}

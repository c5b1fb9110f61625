import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';

interface FormSectionProps {
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** One titled card of a long form, such as the project create and edit forms (spec §2 names each section). */
export function FormSection({ title, description, icon: Icon, children }: FormSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
          <Icon aria-hidden="true" className="size-4.5" />
        </div>
        <div>
          <h2 id={id} className="text-base font-semibold leading-tight">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      <div className="flex flex-col gap-5">{children}</div>
    </section>
  );
}

/** The form's buttons, kept in view at the bottom of the screen while the long form scrolls. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-border bg-background/90 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:rounded-xl sm:border sm:px-4">
      {/* Left-aligned: on wide screens toasts appear bottom-right and would cover the buttons. */}
      {children}
    </div>
  );
}

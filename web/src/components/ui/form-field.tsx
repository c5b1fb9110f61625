import { Slot } from '@web/components/ui/slot';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the right end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  /** Exactly one control; it receives id, aria-invalid and aria-describedby. */
  children: ReactNode;
}

export function FormField({ id, label, error, hint, labelAside, className, children }: FormFieldProps) {
  // The forms' rules (common/) write English; the reader sees their language (decision 0033).
  const i18n = useI18n();
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {i18n.error(error)}
        </p>
      ) : null}
    </div>
  );
}

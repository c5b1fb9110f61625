import { cn } from '@web/lib/utils';

interface ProgressProps {
  /** 0–100. */
  value: number;
  /** The accessible name, e.g. "Uploading screenshot.png". */
  label: string;
  className?: string;
  indicatorClassName?: string;
}

/** A determinate progress bar (role progressbar with its value), e.g. for per-file upload progress. */
export function Progress({ value, label, className, indicatorClassName }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('relative h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width] duration-200', indicatorClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

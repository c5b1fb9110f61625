import { apiErrorMessage } from '@web/lib/request';
import { cn } from '@web/lib/utils';

interface LoadErrorProps {
  error: unknown;
  /** Shown when the server sent no message of its own. */
  fallback: string;
  className?: string;
}

/** In place of a list or page that could not be loaded: the server's message, else the fallback. */
export function LoadError({ error, fallback, className }: LoadErrorProps) {
  return (
    <p role="alert" className={cn('rounded-xl border border-border p-6 text-center text-sm text-muted-foreground', className)}>
      {apiErrorMessage(error, fallback)}
    </p>
  );
}

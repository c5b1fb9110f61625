import { Button } from '@web/components/ui/button';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyResultsProps {
  title: string;
  hint: string;
  action?: { label: string; onClick: () => void } | undefined;
  children?: ReactNode;
}

export function EmptyResults({ title, hint, action, children }: EmptyResultsProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{hint}</p>
      {action ? (
        <Button variant="outline" className="mt-2" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      {children}
    </div>
  );
}

import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { cn } from '@web/lib/utils';
import { type ComponentProps, type ReactNode, useId } from 'react';

export const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60';

interface RowProps {
  label: string;
  description: ReactNode;
  className?: string;
}

/** The row's name and description; the description is the control's aria-describedby target. */
function RowText({ id, label, description }: { id: string; label: string; description: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {description}
      </p>
    </div>
  );
}

/** A labelled on/off setting; the label and the description name and describe the switch. */
export function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
  className,
}: RowProps & { checked: boolean; onCheckedChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0', className)}>
      <RowText id={id} label={label} description={description} />
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} aria-describedby={`${id}-description`} />
    </div>
  );
}

/** A labelled native select: accessible and usable on phones without extra code. */
export function SelectRow({ label, description, className, children, ...props }: RowProps & ComponentProps<'select'>) {
  const id = useId();
  return (
    <div className={cn('grid gap-2 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_minmax(0,16rem)] sm:items-center sm:gap-6', className)}>
      <RowText id={id} label={label} description={description} />
      <select id={id} aria-describedby={`${id}-description`} className={selectClass} {...props}>
        {children}
      </select>
    </div>
  );
}

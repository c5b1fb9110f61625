import { cn } from '@web/lib/utils';
import { Check } from 'lucide-react';
import { useCategoryLabel } from '../lib/category-label';
import type { ReactNode } from 'react';

interface CategoryChipsProps {
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** Names the group for screen readers, e.g. "Filter by category". */
  label: string;
  className?: string;
}

export const chipClass = (selected: boolean) =>
  cn(
    'inline-flex h-8 shrink-0 items-center rounded-full border px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    selected
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-card text-muted-foreground hover:border-ring/60 hover:text-foreground',
  );

/** Single-choice filter chips ('all' plus categories or groups); each chip is a pressed/unpressed button. */
export function CategoryChips({ options, value, onChange, label, className }: CategoryChipsProps) {
  const categoryLabel = useCategoryLabel();
  return (
    <fieldset aria-label={label} className={cn('flex min-w-0 flex-wrap gap-2', className)}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={chipClass(value === option)}
        >
          {categoryLabel(option)}
        </button>
      ))}
    </fieldset>
  );
}

interface ToggleChipProps {
  selected: boolean;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}

/** A chip of a multi-choice list (the form's categories and technologies): pressed, with a check, when chosen. */
export function ToggleChip({ selected, onToggle, className, children }: ToggleChipProps) {
  return (
    <button type="button" aria-pressed={selected} onClick={onToggle} className={cn(chipClass(selected), className)}>
      {selected ? <Check aria-hidden="true" className="-ms-0.5 me-1 size-3.5 shrink-0" /> : null}
      {children}
    </button>
  );
}

import { cn } from '@web/lib/utils';
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from './input';

interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** For the box around the field, e.g. flex-1 in a row with a button. */
  containerClassName?: string;
}

/** A search field with the magnifier inside it; the caller labels it (visibly or sr-only). */
export function SearchInput({ className, containerClassName, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', containerClassName)}>
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" className={cn('ps-9 text-ellipsis', className)} {...props} />
    </div>
  );
}

import { cn } from '@web/lib/utils';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from './button';

interface ShowMoreToggleProps {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the region it folds. */
  controls: string;
  /** The label while folded, e.g. "Show More Categories". */
  more: string;
  /** The label while unfolded, e.g. "Show Less". */
  less: string;
  className?: string;
}

/** The ghost button that folds the rest of a long list of chips away (Discover's filter, the form's technologies). */
export function ShowMoreToggle({ expanded, onToggle, controls, more, less, className }: ShowMoreToggleProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className={cn('-ms-2 text-muted-foreground', className)}
    >
      {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
      {expanded ? less : more}
    </Button>
  );
}

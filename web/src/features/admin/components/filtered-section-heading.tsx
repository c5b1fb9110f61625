import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';

interface FilteredSectionHeadingProps<T extends string> {
  title: string;
  /** The select's id, which its label names. */
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A panel section's heading with the filter of its list beside it (reports, appeals). */
export function FilteredSectionHeading<T extends string>({ title, id, label, value, options, onChange }: FilteredSectionHeadingProps<T>) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {/* Wraps under a long label (German, French) rather than pushing the page wider. */}
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Label htmlFor={id} className="text-muted-foreground">
          {label}
        </Label>
        <NativeSelect id={id} className="w-44" value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

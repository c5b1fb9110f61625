import { PRESET_TECHNOLOGIES } from '@common/projects';
import { cleanList } from '@common/text';
import { chipClass } from '@web/components/projects/category-chips';
import { Label } from '@web/components/ui/label';
import { Check } from 'lucide-react';
import { Chips, ListInput } from './list-input';

interface TechnologyPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/** The 46 preset chips (spec §9) plus custom entries; one list, duplicates ignored regardless of case. */
export function TechnologyPicker({ value, onChange }: TechnologyPickerProps) {
  const has = (technology: string) => value.some((entry) => entry.toLowerCase() === technology.toLowerCase());
  const toggle = (technology: string) =>
    onChange(has(technology) ? value.filter((entry) => entry.toLowerCase() !== technology.toLowerCase()) : cleanList([...value, technology]));

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Selected</p>
        {value.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing yet: pick from the list or add your own.</p>
        ) : (
          <Chips values={value} noun="technology" onRemove={(entry) => onChange(value.filter((item) => item !== entry))} />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <p id="preset-technologies" className="text-sm font-medium">
          Popular technologies
        </p>
        <fieldset aria-labelledby="preset-technologies" className="flex min-w-0 flex-wrap gap-2">
          {PRESET_TECHNOLOGIES.map((technology) => {
            const selected = has(technology);
            return (
              <button
                key={technology}
                type="button"
                aria-pressed={selected}
                onClick={() => toggle(technology)}
                className={chipClass(selected)}
              >
                {selected ? <Check aria-hidden="true" className="-ml-0.5 mr-1 size-3.5" /> : null}
                {technology}
              </button>
            );
          })}
        </fieldset>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="custom-technology">Add a custom technology</Label>
        <ListInput id="custom-technology" noun="technology" value={value} onChange={onChange} placeholder="e.g. Elixir" hideChips />
      </div>
    </div>
  );
}

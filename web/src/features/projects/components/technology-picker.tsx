import { PRESET_TECHNOLOGIES } from '@common/preset-technologies';
import { cleanList } from '@common/text';
import { ToggleChip } from '@web/entities/project/components/category-chips';
import { Label } from '@web/components/ui/label';
import { ShowMoreToggle } from '@web/components/ui/show-more-toggle';
import { useI18n } from '@web/lib/i18n';
import { useId, useState } from 'react';
import { Chips, ListInput } from '@web/components/ui/list-input';

/** Shown before "Show all": the presets most projects use. The rest of the 46 wait behind the toggle. */
type Preset = (typeof PRESET_TECHNOLOGIES)[number];
const FIRST_SHOWN: readonly Preset[] = ['React', 'TypeScript', 'JavaScript', 'Node.js', 'Python', 'Next.js', 'PostgreSQL', 'Docker', 'Tailwind CSS', 'Go', 'Rust', 'Flutter'];
const REST = PRESET_TECHNOLOGIES.filter((technology) => !FIRST_SHOWN.includes(technology));

interface TechnologyPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * The 46 preset technologies (spec §9) plus custom entries; one list, duplicates ignored regardless
 * of case. Twelve common presets show at first, the others behind Show all; the text field
 * suggests every preset as you type.
 */
export function TechnologyPicker({ value, onChange }: TechnologyPickerProps) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const restId = useId();
  const has = (technology: string) => value.some((entry) => entry.toLowerCase() === technology.toLowerCase());
  const toggle = (technology: string) =>
    onChange(has(technology) ? value.filter((entry) => entry.toLowerCase() !== technology.toLowerCase()) : cleanList([...value, technology]));

  const chip = (technology: string) => (
    <ToggleChip key={technology} selected={has(technology)} onToggle={() => toggle(technology)}>
      {technology}
    </ToggleChip>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{t('projectEditor.selected')}</p>
        {value.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('projectEditor.noTechnologies')}</p>
        ) : (
          <Chips values={value} noun="technology" onRemove={(entry) => onChange(value.filter((item) => item !== entry))} />
        )}
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('projectEditor.popularTechnologies')}</legend>
        <div className="flex flex-wrap gap-2">{FIRST_SHOWN.map(chip)}</div>
        <div id={restId} hidden={!expanded} className="flex-wrap gap-2 [&:not([hidden])]:flex">
          {REST.map(chip)}
        </div>
        <ShowMoreToggle
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          controls={restId}
          more={t('projectEditor.showAll', { count: PRESET_TECHNOLOGIES.length })}
          less={t('projectEditor.showFewer')}
          className="self-start"
        />
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor="custom-technology">{t('projectEditor.customTechnology')}</Label>
        <ListInput
          id="custom-technology"
          noun="technology"
          value={value}
          onChange={onChange}
          placeholder={t('projectEditor.customPlaceholder')}
          suggestions={PRESET_TECHNOLOGIES}
          hideChips
        />
      </div>
    </div>
  );
}

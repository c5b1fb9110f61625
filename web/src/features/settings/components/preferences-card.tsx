import { type Theme, THEMES } from '@common/limits';
import type { Settings } from '@common/settings';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';
import { Palette } from 'lucide-react';
import { useMemo } from 'react';
import { useSaveSetting } from '../lib/use-save-setting';
import { SettingsSection } from './settings-section';
import { SelectRow } from './setting-rows';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Every zone this browser knows, UTC first; the saved one is kept even if the list lacks it. */
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}

function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    return null;
  }
}

/**
 * Theme (kept in step with the navbar toggle, decision 2) and time zone. The interface is in English
 * only, so there is no language choice until it is translated (the API keeps the setting).
 */
export function PreferencesCard({ settings }: { settings: Settings }) {
  const { save } = useSaveSetting();
  const { theme, setTheme } = useTheme();
  const zones = useMemo(() => zonesWith(settings.timezone), [settings.timezone]);
  const detected = browserZone();

  return (
    <SettingsSection icon={<Palette aria-hidden="true" />} title="Appearance and region" description="How Shipyard looks, and the time zone it uses for you.">
      <div className="divide-y divide-border">
        <SelectRow
          label="Theme"
          description="System follows your device's light or dark setting."
          value={theme}
          onChange={(event) => {
            const next = event.target.value as Theme;
            setTheme(next);
            save('theme', next);
          }}
        >
          {THEMES.map((value) => (
            <option key={value} value={value}>
              {THEME_LABELS[value]}
            </option>
          ))}
        </SelectRow>
        <SelectRow
          label="Time zone"
          description={
            detected && detected !== settings.timezone ? (
              <>
                Used for dates in e-mails. Your device says {detected}.{' '}
                <Button variant="link" className="h-auto p-0 text-sm" onClick={() => save('timezone', detected)}>
                  Use {detected}
                </Button>
              </>
            ) : (
              'Used for dates in e-mails.'
            )
          }
          value={settings.timezone}
          onChange={(event) => save('timezone', event.target.value)}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectRow>
      </div>
    </SettingsSection>
  );
}

import { type Theme, THEMES } from '@common/limits';
import type { Settings } from '@common/settings';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';
import { Palette } from 'lucide-react';
import { useMemo } from 'react';
import { useSaveSetting } from '../lib/use-save-setting';
import { SettingsSection } from './settings-section';
import { SelectRow } from './setting-rows';
import { useI18n } from '@web/lib/i18n';
import { useChangeLocale } from '@web/lib/change-locale';
import { useSite } from '@web/lib/site';
import { isLocale, LOCALE_LABELS, LOCALES } from '@common/i18n/locales';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';


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
 * Theme (kept in step with the navbar toggle, decision 2), language (decision 0033: it takes effect
 * at once, here and in e-mails) and time zone.
 */
export function PreferencesCard({ settings }: { settings: Settings }) {
  const { save, saveAsync } = useSaveSetting();
  const { t, locale } = useI18n();
  const site = useSite();
  const changeLocale = useChangeLocale();
  const { theme, setTheme } = useTheme();
  const zones = useMemo(() => zonesWith(settings.timezone), [settings.timezone]);
  const detected = browserZone();

  return (
    <SettingsSection icon={<Palette aria-hidden="true" />} title={t('preferences.title')} description={t('preferences.intro', { site: site.name })}>
      <div className="divide-y divide-border">
        <SelectRow
          label={t('preferences.theme')}
          description={t('preferences.themeText')}
          value={theme}
          onChange={(event) => {
            const next = event.target.value as Theme;
            setTheme(next);
            save('theme', next);
          }}
        >
          {THEMES.map((value) => (
            <option key={value} value={value}>
              {t(`preferences.theme.${value}`)}
            </option>
          ))}
        </SelectRow>
        <SelectRow
          label={t('preferences.language')}
          description={t('preferences.languageText')}
          value={isLocale(settings.language) ? settings.language : locale}
          onChange={(event) => {
            const next = event.target.value;
            if (!isLocale(next)) return;
            // Saved once the page speaks the new language, so that the confirmation is in it too.
            void changeLocale(next).then((translator) =>
              saveAsync({ language: next }).then(
                () => toast({ title: translator.t('settings.saved'), description: translator.t('settings.savedText'), variant: 'success' }),
                (error) => showRequestError(error, translator.t('settings.saveFailed'), { serverMessage: false }),
              ),
            );
          }}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_LABELS[code]}
            </option>
          ))}
        </SelectRow>
        <SelectRow
          label={t('preferences.timeZone')}
          description={
            detected && detected !== settings.timezone ? (
              <>
                {t('preferences.timeZoneDetected', { zone: detected })}{' '}
                <Button variant="link" className="h-auto p-0 text-sm" onClick={() => save('timezone', detected)}>
                  {t('preferences.useZone', { zone: detected })}
                </Button>
              </>
            ) : (
              t('preferences.timeZoneText')
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

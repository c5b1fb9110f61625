import { THEME_STORAGE_KEY } from '@common/limits';
import type { Settings, UpdateSettingsInput } from '@common/settings';
import { hasStoredTheme, useTheme } from '@web/lib/theme';
import { useEffect, useRef } from 'react';

/**
 * Keeps the saved theme and the `vite-ui-theme` key in step (decision 2) when Settings opens: a
 * browser that never chose a theme takes the saved one; otherwise what this browser shows (it may
 * have been switched with the navbar toggle) is what gets saved.
 */
export function useThemeSync(settings: Settings | undefined, saveQuietly: (changes: UpdateSettingsInput) => void): void {
  const { theme, setTheme } = useTheme();
  const synced = useRef(false);
  useEffect(() => {
    if (!settings || synced.current) return;
    synced.current = true;
    if (settings.theme === theme) return;
    if (hasStoredTheme(THEME_STORAGE_KEY)) saveQuietly({ theme });
    else setTheme(settings.theme);
  }, [settings, theme, setTheme, saveQuietly]);
}

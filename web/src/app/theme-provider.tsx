import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, type Theme } from '@common/limits';
import { ThemeContext } from '@web/lib/theme';
import { type ReactNode, useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

const darkQuery = '(prefers-color-scheme: dark)';
/** Announces a theme chosen in this tab; other tabs hear the storage event. */
const THEME_CHANGE_EVENT = 'shipyard:theme-change';

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
  } catch {
    // Storage can be blocked (privacy modes); the default still works.
    return DEFAULT_THEME;
  }
}

function subscribeToStoredTheme(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  };
}

function subscribeToSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(darkQuery).matches;

/**
 * The theme lives in the browser's storage, which the server cannot read. The server renders the
 * default theme and the browser hydrates with it too (the server snapshots below), then switches
 * to the stored one; the page's colours are right from the first paint anyway (the inline script in
 * index.html).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToStoredTheme, readStoredTheme, () => DEFAULT_THEME);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => DEFAULT_THEME === 'dark');
  const resolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', resolvedTheme === 'dark');
    root.classList.toggle('light', resolvedTheme === 'light');
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Not persisted: the page keeps the theme it has.
    }
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

import type { Theme } from '@common/limits';
import { createContext, useContext } from 'react';

/**
 * The theme context lives here rather than in app/ so features (Settings) can read and set the
 * theme: features may not import the app. The provider in app/theme-provider.tsx fills it.
 */
export interface ThemeContextValue {
  theme: Theme;
  /** What is actually shown: 'system' resolved against the OS preference. */
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}

/** Whether the person ever chose a theme in this browser (else the default is showing). */
export function hasStoredTheme(storageKey: string): boolean {
  try {
    return localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

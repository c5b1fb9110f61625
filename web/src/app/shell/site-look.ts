import { DEFAULT_SITE, type Site } from '@common/site-constants';
import { useEffect } from 'react';

/**
 * Keeps the tab's icon and the accent colour in step with the site settings after the page has
 * loaded (an admin saving the Site tab sees them change at once). The server writes both into
 * every page it sends (server/platform/pages/document.ts), so the first paint is right already.
 */
export function useSiteLook(site: Site): void {
  const { accentColor, faviconUrl } = site;
  useEffect(() => {
    const root = document.documentElement.style;
    if (accentColor === DEFAULT_SITE.accentColor) {
      for (const name of ['--primary', '--primary-hover', '--ring']) root.removeProperty(name);
      // The server's style block for an accent that has since been reset.
      document.getElementById('site-accent')?.remove();
      return;
    }
    root.setProperty('--primary', accentColor);
    root.setProperty('--primary-hover', `color-mix(in srgb, ${accentColor} 85%, #000)`);
    root.setProperty('--ring', accentColor);
  }, [accentColor]);
  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) return;
    icon.type = faviconUrl ? 'image/png' : 'image/svg+xml';
    icon.href = faviconUrl ?? '/favicon.svg';
  }, [faviconUrl]);
}

import type { Site } from '../../../common/site-constants';
import { THEME_BACKGROUNDS } from '../../../common/site-contrast';

/**
 * /manifest.webmanifest: the name a phone shows under the installed site, its icons and colours.
 * Without a favicon of the operator's, the built-in mark (web/public/favicon.svg).
 */
export function webManifest(site: Site): string {
  const icons = site.faviconUrl
    ? [{ src: site.faviconUrl, sizes: '64x64', type: 'image/png' }]
    : [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }];
  return JSON.stringify({
    name: site.name,
    short_name: site.name.length <= 12 ? site.name : site.name.slice(0, 12).trimEnd(),
    description: site.tagline || site.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The default theme is dark (architecture decision 2).
    background_color: THEME_BACKGROUNDS.dark,
    theme_color: site.accentColor,
    icons,
  });
}

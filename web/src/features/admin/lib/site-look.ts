import { DEFAULT_SITE, type Site } from '@common/site-constants';

/**
 * After the admin saves, their own page takes the new accent and favicon at once. Every page the
 * server sends already carries both (`brandDocument` in server/platform/pages/document.ts), so
 * only the tab that made the change needs this, and a visitor's first load does not carry it.
 */
export function applySiteLook({ accentColor, faviconUrl }: Site): void {
  let style = document.getElementById('site-accent');
  if (accentColor === DEFAULT_SITE.accentColor) {
    style?.remove();
  } else {
    if (!style) {
      style = document.createElement('style');
      style.id = 'site-accent';
      document.head.append(style);
    }
    // The same rule the server writes; the accent was checked to be #rrggbb by the schema.
    style.textContent = `:root,.dark{--primary:${accentColor};--primary-hover:color-mix(in srgb,${accentColor} 85%,#000);--ring:${accentColor}}`;
  }
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) {
    icon.type = faviconUrl ? 'image/png' : 'image/svg+xml';
    icon.href = faviconUrl ?? '/favicon.svg';
  }
}

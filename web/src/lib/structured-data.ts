
/**
 * schema.org BreadcrumbList from the home page down to this one. Paths are made whole by the
 * server when it writes the page (server/platform/pages/document.ts).
 */
export function breadcrumbs(siteName: string, trail: [name: string, path: string][]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [[siteName, '/'] as const, ...trail].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: path,
    })),
  };
}

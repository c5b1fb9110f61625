import type { PageHead } from '@common/page-head';
import type { PublicDeveloper } from '@common/people';
import { HTTP_URL } from '@common/social-links';
import { shortDescription } from '@web/lib/short-description';
import type { Translator } from '@web/lib/i18n';
import { breadcrumbs } from '@web/lib/structured-data';

/**
 * A developer page's head: a schema.org Person, found by name; a missing profile answers 404.
 * In the reader's language (`t` from the page), the same on the server and in the browser.
 */
export function developerHead(
  developer: PublicDeveloper | undefined,
  load: { notFound: boolean; failed: boolean },
  name: string,
  siteName: string,
  t: Translator['t'],
): PageHead {
  if (!developer) {
    if (load.notFound) return { title: t('people.profile.notFound'), statusCode: 404, noindex: true };
    return { title: t('people.developer'), noindex: load.failed };
  }
  const path = `/developers/${encodeURIComponent(developer.id)}`;
  const summary = [developer.title, developer.location].filter(Boolean).join(' · ');
  const counted = { name, summary, count: developer.projectCount, site: siteName };
  const description = shortDescription(
    developer.bioText || t(summary ? 'people.head.description' : 'people.head.descriptionPlain', counted),
  );
  const sameAs = developer.socialLinks.flatMap((link) => (HTTP_URL.test(link.url) ? [link.url] : []));
  return {
    title: name,
    description,
    canonicalPath: path,
    type: 'profile',
    image: developer.profileImageUrl,
    imageAlt: t('people.avatarAlt', { name }),
    noindex: developer.status === 'banned',
    // Read by crawlers in the server's HTML only: left out of the browser build (see project-head.ts).
    structuredData: import.meta.env.SSR ? developerStructuredData(developer, { name, path, sameAs, siteName, developersLabel: t('people.title') }) : undefined,
  };
}

/** schema.org: the developer as a Person, and the breadcrumbs to their page. */
function developerStructuredData(
  developer: PublicDeveloper,
  { name, path, sameAs, siteName, developersLabel }: { name: string; path: string; sameAs: string[]; siteName: string; developersLabel: string },
): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name,
      url: path,
      ...(developer.title ? { jobTitle: developer.title } : {}),
      ...(developer.bioText ? { description: shortDescription(developer.bioText) } : {}),
      ...(developer.profileImageUrl ? { image: developer.profileImageUrl } : {}),
      ...(developer.location ? { homeLocation: { '@type': 'Place', name: developer.location } } : {}),
      ...(developer.skills.length > 0 ? { knowsAbout: developer.skills } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
    breadcrumbs(siteName, [
      [developersLabel, '/developers'],
      [name, path],
    ]),
  ];
}

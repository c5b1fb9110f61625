import type { PageHead } from '@common/page-head';
import type { PublicDeveloper } from '@common/people';
import { HTTP_URL } from '@common/social-links';
import { shortDescription } from '@web/lib/short-description';
import { breadcrumbs } from '@web/lib/structured-data';

/** A developer page's head: a schema.org Person, found by name; a missing profile answers 404. */
export function developerHead(developer: PublicDeveloper | undefined, load: { notFound: boolean; failed: boolean }, name: string, siteName: string): PageHead {
  if (!developer) {
    if (load.notFound) return { title: 'Developer not found', statusCode: 404, noindex: true };
    return { title: 'Developer', noindex: load.failed };
  }
  const path = `/developers/${encodeURIComponent(developer.id)}`;
  const summary = [developer.title, developer.location].filter(Boolean).join(' · ');
  const description = shortDescription(
    developer.bioText || `${name}${summary ? `, ${summary}` : ''}: ${developer.projectCount} project${developer.projectCount === 1 ? '' : 's'} on ${siteName}.`,
  );
  const sameAs = developer.socialLinks.flatMap((link) => (HTTP_URL.test(link.url) ? [link.url] : []));
  return {
    title: name,
    description,
    canonicalPath: path,
    type: 'profile',
    image: developer.profileImageUrl,
    imageAlt: `${name}'s avatar`,
    noindex: developer.status === 'banned',
    // Read by crawlers in the server's HTML only: left out of the browser build (see project-head.ts).
    structuredData: import.meta.env.SSR ? developerStructuredData(developer, { name, path, sameAs, siteName }) : undefined,
  };
}

/** schema.org: the developer as a Person, and the breadcrumbs to their page. */
function developerStructuredData(
  developer: PublicDeveloper,
  { name, path, sameAs, siteName }: { name: string; path: string; sameAs: string[]; siteName: string },
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
      ['Developers', '/developers'],
      [name, path],
    ]),
  ];
}

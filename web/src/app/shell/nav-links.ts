export interface NavLink {
  href: string;
  label: string;
  /** Shown only to signed-in users. */
  signedInOnly?: boolean;
  /** Other paths on which this entry counts as the current page. */
  alsoActiveOn?: string[];
}

export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'Discover', alsoActiveOn: ['/discover'] },
  { href: '/developers', label: 'Developers' },
  { href: '/showcase', label: 'Showcase' },
  { href: '/messages', label: 'Messages', signedInOnly: true },
];

export function isActive(link: NavLink, location: string): boolean {
  if (link.href === location || link.alsoActiveOn?.includes(location)) return true;
  return link.href !== '/' && location.startsWith(`${link.href}/`);
}

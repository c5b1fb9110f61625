import type { UiMessageId } from '@common/i18n/messages/ui/en';

export interface NavLink {
  href: string;
  /** The label's catalogue id (decision 0033). */
  label: UiMessageId;
  /** Shown only to signed-in users. */
  signedInOnly?: boolean;
  /** Other paths on which this entry counts as the current page. */
  alsoActiveOn?: string[];
}

export const NAV_LINKS: NavLink[] = [
  { href: '/', label: 'nav.discover', alsoActiveOn: ['/discover'] },
  { href: '/developers', label: 'nav.developers' },
  { href: '/showcase', label: 'nav.showcase' },
  { href: '/messages', label: 'nav.messages', signedInOnly: true },
];

export function isActive(link: NavLink, location: string): boolean {
  if (link.href === location || link.alsoActiveOn?.includes(location)) return true;
  return link.href !== '/' && location.startsWith(`${link.href}/`);
}

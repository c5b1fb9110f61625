import { useI18n } from '@web/lib/i18n';
import { type RefObject, useEffect } from 'react';
import { Link } from 'wouter';
import { isActive, type NavLink } from './nav-links';

interface MobileNavPanelProps {
  id: string;
  links: NavLink[];
  location: string;
  /** The menu's root (button and list): a press or focus outside it closes the list. */
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The open list of the phone menu (mobile-nav.tsx) and what closes it: Escape (focus back on the
 * button), a press elsewhere, following a link and focus leaving it. Shown only while open.
 */
export function MobileNavPanel({ id, links, location, root, button, onClose }: MobileNavPanelProps) {
  const { t } = useI18n();

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    // Tabbing past the last link leaves the list behind.
    const onFocusOut = (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) onClose();
    };
    const element = root.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [root, button, onClose]);

  return (
    <ul
      id={id}
      className="absolute start-0 top-full z-50 mt-1.5 w-52 overflow-hidden rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-lg animate-pop-in"
    >
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            aria-current={isActive(link, location) ? 'page' : undefined}
            onClick={onClose}
            className="flex select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground aria-[current=page]:font-semibold aria-[current=page]:text-link"
          >
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

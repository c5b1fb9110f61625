import { Button } from '@web/components/ui/button';
import { Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { isActive, type NavLink } from './nav-links';
import { useI18n } from '@web/lib/i18n';

interface MobileNavProps {
  links: NavLink[];
  location: string;
}

/**
 * The navigation of narrow screens: a button that shows the site's links below it (the WAI-ARIA
 * "disclosure navigation" pattern, which suits a list of links better than an ARIA menu). Written
 * out rather than built on Radix's dropdown menu, whose menu, popper and focus code would be a
 * large part of every visitor's first load (issue 11). Escape, a click elsewhere, following a link
 * and focus leaving close it.
 */
export function MobileNav({ links, location }: MobileNavProps) {
  // Open on the page where it was opened: a new page (a link followed, back/forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const setOpen = (value: boolean) => setOpenOn(value ? location : null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useI18n();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    // Tabbing past the last link leaves the list behind.
    const onFocusOut = (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node | null)) setOpenOn(null);
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
  }, [open]);

  return (
    <div ref={root} className="relative md:hidden">
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="size-8 sm:size-9"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Menu aria-hidden="true" />
      </Button>
      {/* Always in the document so that aria-controls names an element; hidden while closed. */}
      <ul
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full z-50 mt-1.5 w-52 overflow-hidden rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-lg animate-pop-in"
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActive(link, location) ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className="flex select-none items-center gap-2 rounded-md px-2 py-2 text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:text-accent-foreground aria-[current=page]:font-semibold aria-[current=page]:text-link"
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

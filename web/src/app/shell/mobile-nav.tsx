import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { lazyPart, ShowPart, whenIdle } from '@web/lib/lazy-part';
import { Menu } from 'lucide-react';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from './nav-links';

interface MobileNavProps {
  links: NavLink[];
  location: string;
}

// The open list and what closes it come in a chunk of their own, fetched once the page is idle (or
// at the first press, if that comes sooner): a first load carries only the button (issue 11).
const panel = lazyPart(() => import('./mobile-nav-panel').then((module) => module.MobileNavPanel), 'src/app/shell/mobile-nav-panel.tsx');

/**
 * The navigation of narrow screens: a button that shows the site's links below it (the WAI-ARIA
 * "disclosure navigation" pattern, which suits a list of links better than an ARIA menu). Written
 * out rather than built on Radix's dropdown menu, whose menu, popper and focus code would be a
 * large part of every visitor's first load (issue 11). Escape, a click elsewhere, following a link
 * and focus leaving close it (mobile-nav-panel.tsx).
 */
export function MobileNav({ links, location }: MobileNavProps) {
  // Open on the page where it was opened: a new page (a link followed, back/forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const close = useCallback(() => setOpenOn(null), []);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useI18n();

  useEffect(() => whenIdle(() => void panel.preload()), []);

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
        // Opens once the list is here: a press before the page was idle waits the moment it takes.
        onClick={() => (open ? close() : void panel.preload().then(() => setOpenOn(location)))}
      >
        <Menu aria-hidden="true" />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShowPart part={panel} id={panelId} links={links} location={location} root={root} button={button} onClose={close} />
        </Suspense>
      ) : (
        // An element for aria-controls to name while the list is closed.
        <ul id={panelId} hidden />
      )}
    </div>
  );
}

import type { CurrentUser } from '@common/auth';
import { BrandLink } from '@web/components/brand';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { WithTooltip } from '@web/components/ui/tooltip';
import { hasSignedInHint } from '@web/entities/account/api/current-user';
import { lazyPart, ShowPart } from '@web/lib/lazy-part';
import { cn } from '@web/lib/utils';
import { Search } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { MobileNav } from './mobile-nav';
import { isActive, NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { useI18n } from '@web/lib/i18n';

// A signed-in user's bell and menu, with their dropdown menus, come in chunks of their own: a
// visitor's first load carries none of it (issue 11).
const NotificationBell = lazyPart(
  () => import('@web/features/notifications/components/notification-bell').then((module) => module.NotificationBell),
  'src/features/notifications/components/notification-bell.tsx',
);
const UserMenu = lazyPart(() => import('./user-menu').then((module) => module.UserMenu), 'src/app/shell/user-menu.tsx');

// A browser that holds a session (the hint cookie of decision 0017) fetches them with the app
// itself, so that on a server-rendered page they hydrate with the rest and answer the first click.
if (typeof document !== 'undefined' && hasSignedInHint(document.cookie)) {
  void NotificationBell.preload();
  void UserMenu.preload();
}

function AccountSkeleton() {
  const { t } = useI18n();
  return (
    <div className="flex size-9 items-center justify-center">
      <Skeleton className="size-8 rounded-full" />
      <span className="sr-only">{t('shell.loadingAccount')}</span>
    </div>
  );
}

interface NavbarProps {
  user: CurrentUser | null;
  loading: boolean;
}

export function Navbar({ user, loading }: NavbarProps) {
  const [location] = useLocation();
  const links = NAV_LINKS.filter((link) => !link.signedInOnly || user);
  const { t } = useI18n();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <MobileNav links={links} location={location} />

        <BrandLink className="me-1 sm:me-2 md:me-4" />

        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => {
            const active = isActive(link, location);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active ? 'bg-accent text-foreground' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {t(link.label)}
                </Link>
              </li>
            );
          })}
        </ul>

        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
          <WithTooltip label={t('nav.search')}>
            <Button asChild variant="ghost" size="icon" className="size-8 sm:size-9">
              <Link href="/search" aria-label={t('nav.search')}>
                <Search aria-hidden="true" />
              </Link>
            </Button>
          </WithTooltip>
          <ThemeToggle className="size-8 sm:size-9" />
          {loading ? (
            <AccountSkeleton />
          ) : user ? (
            <Suspense fallback={<AccountSkeleton />}>
              <ShowPart part={NotificationBell} className="size-8 sm:size-9" />
              <ShowPart part={UserMenu} user={user} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
                <Link href="/login">{t('nav.signIn')}</Link>
              </Button>
              {/* Always offered: while registration is closed the register page says so (decision
                  0024). Asking the joining mode here cost every visitor's first load a request
                  and the project page its JavaScript budget. */}
              <Button asChild size="sm" className="px-3">
                <Link href="/register">{t('nav.join')}</Link>
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}

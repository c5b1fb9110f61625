import type { CurrentUser } from '@common/auth';
import { BrandLink } from '@web/components/brand';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Skeleton } from '@web/components/ui/skeleton';
import { WithTooltip } from '@web/components/ui/tooltip';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { cn } from '@web/lib/utils';
import { Menu, Search } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { isActive, NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

interface NavbarProps {
  user: CurrentUser | null;
  loading: boolean;
}

export function Navbar({ user, loading }: NavbarProps) {
  const [location] = useLocation();
  const links = NAV_LINKS.filter((link) => !link.signedInOnly || user);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-8 sm:size-9 md:hidden" aria-label="Open navigation menu">
              <Menu aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-52">
            {links.map((link) => (
              <DropdownMenuItem key={link.href} asChild className="aria-[current=page]:font-semibold aria-[current=page]:text-link">
                <Link href={link.href} aria-current={isActive(link, location) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>

        <BrandLink className="mr-1 sm:mr-2 md:mr-4" />

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
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>

        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">
          <WithTooltip label="Search">
            <Button asChild variant="ghost" size="icon" className="size-8 sm:size-9">
              <Link href="/search" aria-label="Search">
                <Search aria-hidden="true" />
              </Link>
            </Button>
          </WithTooltip>
          <ThemeToggle className="size-8 sm:size-9" />
          {loading ? (
            <div className="flex size-9 items-center justify-center">
              <Skeleton className="size-8 rounded-full" />
              <span className="sr-only">Loading account</span>
            </div>
          ) : user ? (
            <>
              <NotificationBell className="size-8 sm:size-9" />
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
                <Link href="/login">Sign In</Link>
              </Button>
              <Button asChild size="sm" className="px-3">
                <Link href="/register">Join</Link>
              </Button>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}

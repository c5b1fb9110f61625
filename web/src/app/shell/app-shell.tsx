import { FullPageSpinner } from '@web/components/ui/spinner';
import { hasSignedInHint, useCurrentUser } from '@web/entities/account/api/current-user';
import { lazyPart, ShowPart } from '@web/lib/lazy-part';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { Navbar } from './navbar';
import { useSite } from '@web/lib/site';
import { useI18n } from '@web/lib/i18n';

// Only a signed-in user can have an account notice, so visitors do not download it (issue 11); a
// browser with a session fetches it with the app (see navbar.tsx).
const AccountStatusBanner = lazyPart(
  () => import('./account-status-banner').then((module) => module.AccountStatusBanner),
  'src/app/shell/account-status-banner.tsx',
);
if (typeof document !== 'undefined' && hasSignedInHint(document.cookie)) void AccountStatusBanner.preload();

// The footer (the operator's pages, decision 0022, and the language switcher, decision 0033): a part
// of its own, below the fold, so that it is not in the landing page's first load.
const SiteFooter = lazyPart(() => import('./site-footer').then((module) => module.SiteFooter), 'src/app/shell/site-footer.tsx');

/** Spec §2: account screens stand alone, without the navigation bar or the user's banners. */
const BARE_PATHS = ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password'];

export function AppShell({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const bare = BARE_PATHS.includes(location);
  const site = useSite();
  const { t } = useI18n();
  // The landing page has a footer of its own.
  const footer = !bare && (user || location !== '/');

  if (isLoading) {
    return (
      <main>
        <FullPageSpinner label={t('shell.loading')} />
      </main>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('shell.skipToContent')}
      </a>
      {bare ? null : <Navbar user={user} loading={isLoading} />}
      {!bare && user ? (
        <div className="mx-auto w-full max-w-6xl px-4 empty:hidden sm:px-6 [&>*]:mt-4">
          <Suspense fallback={null}>
            <ShowPart part={AccountStatusBanner} user={user} />
          </Suspense>
        </div>
      ) : null}
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      {footer ? (
        <Suspense fallback={null}>
          <ShowPart part={SiteFooter} site={site} />
        </Suspense>
      ) : null}
    </div>
  );
}

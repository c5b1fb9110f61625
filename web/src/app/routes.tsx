import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { preloadChunkDependencies } from '@web/lib/chunk-preload';
import { useI18n } from '@web/lib/i18n';
import { fetchTextAreas } from '@web/lib/i18n';
import { type LazyPart, ServerPending, ShowPart } from '@web/lib/lazy-part';
import { safeLocalPath } from '@web/lib/utils';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { SITE_PAGE_SLUGS } from '@common/site-constants';

const CHUNK_RELOAD_KEY = 'shipyard:chunk-reload';

/**
 * Each page is its own chunk, so a visitor of the landing page does not download every form.
 * After a deploy the old chunk names are gone; one full reload fetches the new index.html.
 * `path` is the page module under src/ without `.tsx`: its manifest path (`src/<path>.tsx`), which
 * the server renderer reports so the page's chunks are preloaded with the HTML, and its export's
 * name (`login-page` → `LoginPage`). Written once per page, since every byte here is in every
 * visitor's first load (issue 11's budget).
 */
function page(load: () => Promise<Record<string, unknown>>, path: string, areas = ''): PageModule {
  const source = `src/${path}.tsx`;
  const name = (path.split('/').pop() ?? '').replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
  const fetchPage = () => {
    preloadChunkDependencies(source);
    // The page's texts (its catalogue areas, decision 0034) with its code, so it opens with them.
    return Promise.all([load(), fetchTextAreas(areas)]).then(([module]) => module);
  };
  const Lazy = lazy(async () => {
    try {
      const module = await fetchPage();
      if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return { default: module[name] as ComponentType };
    } catch (error) {
      if (typeof window === 'undefined' || sessionStorage.getItem(CHUNK_RELOAD_KEY)) throw error;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
      window.location.reload();
      return new Promise<never>(() => {});
    }
  });
  return { Lazy, source, preload: fetchPage };
}

/** A page is shown like any other lazily fetched part (lib/lazy-part.tsx), with its own loader. */
type PageModule = LazyPart<object>;

const landingPage = page(() => import('@web/features/landing/pages/landing-page'), 'features/landing/pages/landing-page', 'cards categories developerCard');
const discoverPage = page(() => import('./discover-route'), 'app/discover-route', 'discover cards categories project-shared');
const loginPage = page(() => import('@web/features/auth/pages/login-page'), 'features/auth/pages/login-page', 'sign-in auth');
const registerPage = page(() => import('@web/features/auth/pages/register-page'), 'features/auth/pages/register-page', 'sign-in auth');
const verifyEmailPage = page(() => import('@web/features/auth/pages/verify-email-page'), 'features/auth/pages/verify-email-page', 'sign-in auth');
const forgotPasswordPage = page(() => import('@web/features/auth/pages/forgot-password-page'), 'features/auth/pages/forgot-password-page', 'sign-in auth');
const resetPasswordPage = page(() => import('@web/features/auth/pages/reset-password-page'), 'features/auth/pages/reset-password-page', 'sign-in auth');
const developersPage = page(() => import('@web/features/people/pages/developers-page'), 'features/people/pages/developers-page', 'people developerCard');
const developerProfilePage = page(() => import('@web/features/people/pages/developer-profile-page'), 'features/people/pages/developer-profile-page', 'people cards collections developerCard project-shared categories');
const ownProfilePage = page(() => import('@web/features/people/pages/own-profile-page'), 'features/people/pages/own-profile-page', 'people cards collections project-shared writeup categories');
const messagesPage = page(() => import('@web/features/messages/pages/messages-page'), 'features/messages/pages/messages-page', 'messages report');
const searchPage = page(() => import('@web/features/search/pages/search-page'), 'features/search/pages/search-page', 'search cards developerCard categories');
const showcasePage = page(() => import('@web/features/showcase/pages/showcase-page'), 'features/showcase/pages/showcase-page', 'discover cards project-shared categories');
const projectDetailPage = page(() => import('@web/features/projects/pages/project-detail-page'), 'features/projects/pages/project-detail-page', 'project project-shared cards categories developerCard');
const createProjectPage = page(() => import('@web/features/projects/pages/create-project-page'), 'features/projects/pages/create-project-page', 'project-editor writeup categories');
const editProjectPage = page(() => import('@web/features/projects/pages/edit-project-page'), 'features/projects/pages/edit-project-page', 'project-editor writeup project-shared categories');
const collectionPage = page(() => import('@web/features/collections/pages/collection-page'), 'features/collections/pages/collection-page', 'collections cards project-shared categories');
const settingsPage = page(() => import('@web/features/settings/pages/settings-page'), 'features/settings/pages/settings-page', 'settings');
// Any other address: a page of its own too, so that the app's first load does not carry it.
const notFoundPage = page(() => import('./not-found-page'), 'app/not-found-page');
const invitationsPage = page(() => import('@web/features/invitations/pages/invitations-page'), 'features/invitations/pages/invitations-page', 'invitations');
const adminPage = page(() => import('@web/features/admin/pages/admin-page'), 'features/admin/pages/admin-page', 'admin admin-members admin-reports admin-site');
const sitePage = page(() => import('@web/features/site-pages/pages/site-page'), 'features/site-pages/pages/site-page', 'site-pages');
const providerCallbackPage = page(() => import('@web/features/auth/pages/provider-callback-page'), 'features/auth/pages/provider-callback-page', 'auth sign-in');
const setupPage = page(() => import('@web/features/setup/pages/setup-page'), 'features/setup/pages/setup-page', 'setup');


function HomePage() {
  const { isAuthenticated } = useCurrentUser();
  return <ShowPart part={isAuthenticated ? discoverPage : landingPage} />;
}

interface RouteDefinition {
  path: string;
  /** The page shown, or a component that picks one. */
  page: PageModule | ComponentType;
  /** Signed-in users are sent on (to `next` when it is a safe local path, else /). */
  guestOnly?: boolean;
  /**
   * Public pages the server renders into the HTML (issue 11). Others arrive as the bare app: their
   * content is private, or their data must be read once by the browser (a single-use token).
   */
  serverRendered?: boolean;
}

/** The route table of spec §2; any other path shows the not-found page. */
export const ROUTES: RouteDefinition[] = [
  { path: '/', page: HomePage, serverRendered: true },
  { path: '/discover', page: discoverPage, serverRendered: true },
  { path: '/login', page: loginPage, guestOnly: true },
  { path: '/register', page: registerPage, guestOnly: true },
  { path: '/verify-email', page: verifyEmailPage },
  { path: '/forgot-password', page: forgotPasswordPage },
  { path: '/reset-password', page: resetPasswordPage },
  { path: '/developers', page: developersPage, serverRendered: true },
  { path: '/developers/:id', page: developerProfilePage, serverRendered: true },
  { path: '/profile', page: ownProfilePage },
  { path: '/messages', page: messagesPage },
  { path: '/search', page: searchPage, serverRendered: true },
  { path: '/showcase', page: showcasePage },
  { path: '/projects/:slug', page: projectDetailPage, serverRendered: true },
  // Issue 16: a collection of saved projects; a private one is a 404 to all but its owner.
  { path: '/collections/:id', page: collectionPage, serverRendered: true },
  { path: '/create-project', page: createProjectPage },
  { path: '/edit-project/:id', page: editProjectPage },
  { path: '/settings', page: settingsPage },
  { path: '/invitations', page: invitationsPage },
  { path: '/admin', page: adminPage },
  // The operator's Markdown pages (issue 14, decision 0022): one page module for the four.
  ...SITE_PAGE_SLUGS.map((slug) => ({ path: `/${slug}`, page: sitePage, serverRendered: true })),
  // The first-start link (decision 0023): a single-use token, read in the browser only.
  { path: '/setup/:token', page: setupPage },
  // Where a sign-in provider sends the browser back (decision 0026); its code is single-use.
  { path: '/auth/providers/:id/callback', page: providerCallbackPage },
];

/** The server renderer loads these page modules before its first render (it has no network wait). */
export const SERVER_RENDERED_PAGES: PageModule[] = [
  landingPage,
  notFoundPage,
  ...ROUTES.flatMap((route) => (route.serverRendered && 'Lazy' in route.page ? [route.page] : [])),
];

function GuestOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useCurrentUser();
  const next = safeLocalPath(new URLSearchParams(useSearch()).get('next'));
  if (isAuthenticated) return <Redirect to={next ?? '/'} replace />;
  return children;
}

function RoutePage({ page: Shown }: Pick<RouteDefinition, 'page'>) {
  return 'Lazy' in Shown ? <ShowPart part={Shown} /> : <Shown />;
}

function PageFallback() {
  const { t } = useI18n();
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <ServerPending />
      <Spinner className="size-8" label={t('shell.loadingPage')} />
    </div>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  return (
    // Keyed by path so that leaving a broken page clears the error.
    <ErrorBoundary key={location}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {ROUTES.map(({ path, page, guestOnly }) => (
            <Route key={path} path={path}>
              {guestOnly ? (
                <GuestOnly>
                  <RoutePage page={page} />
                </GuestOnly>
              ) : (
                <RoutePage page={page} />
              )}
            </Route>
          ))}
          <Route>
            <RoutePage page={notFoundPage} />
          </Route>
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}

import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { preloadChunkDependencies } from '@web/lib/chunk-preload';
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
 * `source` is the page module's path in the build manifest: the server renderer reports which
 * pages it rendered, so their chunks are preloaded with the HTML.
 */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string, source: string): PageModule {
  const fetchPage = () => {
    preloadChunkDependencies(source);
    return load();
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

const landingPage = page(() => import('@web/features/landing/pages/landing-page'), 'LandingPage', 'src/features/landing/pages/landing-page.tsx');
const discoverPage = page(() => import('./discover-route'), 'DiscoverRoute', 'src/app/discover-route.tsx');
const loginPage = page(() => import('@web/features/auth/pages/login-page'), 'LoginPage', 'src/features/auth/pages/login-page.tsx');
const registerPage = page(() => import('@web/features/auth/pages/register-page'), 'RegisterPage', 'src/features/auth/pages/register-page.tsx');
const verifyEmailPage = page(() => import('@web/features/auth/pages/verify-email-page'), 'VerifyEmailPage', 'src/features/auth/pages/verify-email-page.tsx');
const forgotPasswordPage = page(
  () => import('@web/features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
  'src/features/auth/pages/forgot-password-page.tsx',
);
const resetPasswordPage = page(() => import('@web/features/auth/pages/reset-password-page'), 'ResetPasswordPage', 'src/features/auth/pages/reset-password-page.tsx');
const developersPage = page(() => import('@web/features/people/pages/developers-page'), 'DevelopersPage', 'src/features/people/pages/developers-page.tsx');
const developerProfilePage = page(
  () => import('@web/features/people/pages/developer-profile-page'),
  'DeveloperProfilePage',
  'src/features/people/pages/developer-profile-page.tsx',
);
const ownProfilePage = page(() => import('@web/features/people/pages/own-profile-page'), 'OwnProfilePage', 'src/features/people/pages/own-profile-page.tsx');
const messagesPage = page(() => import('@web/features/messages/pages/messages-page'), 'MessagesPage', 'src/features/messages/pages/messages-page.tsx');
const searchPage = page(() => import('@web/features/search/pages/search-page'), 'SearchPage', 'src/features/search/pages/search-page.tsx');
const showcasePage = page(() => import('@web/features/showcase/pages/showcase-page'), 'ShowcasePage', 'src/features/showcase/pages/showcase-page.tsx');
const projectDetailPage = page(
  () => import('@web/features/projects/pages/project-detail-page'),
  'ProjectDetailPage',
  'src/features/projects/pages/project-detail-page.tsx',
);
const createProjectPage = page(
  () => import('@web/features/projects/pages/create-project-page'),
  'CreateProjectPage',
  'src/features/projects/pages/create-project-page.tsx',
);
const editProjectPage = page(() => import('@web/features/projects/pages/edit-project-page'), 'EditProjectPage', 'src/features/projects/pages/edit-project-page.tsx');
const settingsPage = page(() => import('@web/features/settings/pages/settings-page'), 'SettingsPage', 'src/features/settings/pages/settings-page.tsx');
// Any other address: a page of its own too, so that the app's first load does not carry it.
const notFoundPage = page(() => import('./not-found-page'), 'NotFoundPage', 'src/app/not-found-page.tsx');
const invitationsPage = page(() => import('@web/features/invitations/pages/invitations-page'), 'InvitationsPage', 'src/features/invitations/pages/invitations-page.tsx');
const adminPage = page(() => import('@web/features/admin/pages/admin-page'), 'AdminPage', 'src/features/admin/pages/admin-page.tsx');
const sitePage = page(() => import('@web/features/site-pages/pages/site-page'), 'SitePageView', 'src/features/site-pages/pages/site-page.tsx');
const setupPage = page(() => import('@web/features/setup/pages/setup-page'), 'SetupPage', 'src/features/setup/pages/setup-page.tsx');


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
  { path: '/create-project', page: createProjectPage },
  { path: '/edit-project/:id', page: editProjectPage },
  { path: '/settings', page: settingsPage },
  { path: '/invitations', page: invitationsPage },
  { path: '/admin', page: adminPage },
  // The operator's Markdown pages (issue 14, decision 0022): one page module for the four.
  ...SITE_PAGE_SLUGS.map((slug) => ({ path: `/${slug}`, page: sitePage, serverRendered: true })),
  // The first-start link (decision 0023): a single-use token, read in the browser only.
  { path: '/setup/:token', page: setupPage },
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
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <ServerPending />
      <Spinner className="size-8" label="Loading page" />
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

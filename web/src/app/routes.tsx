import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/lib/auth';
import { safeLocalPath } from '@web/lib/utils';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { NotFoundPage } from './not-found-page';

const CHUNK_RELOAD_KEY = 'shipyard:chunk-reload';

/**
 * Each page is its own chunk, so a visitor of the landing page does not download every form.
 * After a deploy the old chunk names are gone; one full reload fetches the new index.html.
 */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) {
  return lazy(async () => {
    try {
      const module = await load();
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return { default: module[name] as ComponentType };
    } catch (error) {
      if (sessionStorage.getItem(CHUNK_RELOAD_KEY)) throw error;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
      window.location.reload();
      return new Promise<never>(() => {});
    }
  });
}

const LandingPage = page(() => import('@web/features/landing/pages/landing-page'), 'LandingPage');
const DiscoverPage = page(() => import('./discover-route'), 'DiscoverRoute');
const LoginPage = page(() => import('@web/features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = page(() => import('@web/features/auth/pages/register-page'), 'RegisterPage');
const VerifyEmailPage = page(() => import('@web/features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const ForgotPasswordPage = page(() => import('@web/features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('@web/features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const DevelopersPage = page(() => import('@web/features/people/pages/developers-page'), 'DevelopersPage');
const DeveloperProfilePage = page(() => import('@web/features/people/pages/developer-profile-page'), 'DeveloperProfilePage');
const OwnProfilePage = page(() => import('@web/features/people/pages/own-profile-page'), 'OwnProfilePage');
const MessagesPage = page(() => import('@web/features/messages/pages/messages-page'), 'MessagesPage');
const SearchPage = page(() => import('@web/features/search/pages/search-page'), 'SearchPage');
const ShowcasePage = page(() => import('@web/features/showcase/pages/showcase-page'), 'ShowcasePage');
const ProjectDetailPage = page(() => import('@web/features/projects/pages/project-detail-page'), 'ProjectDetailPage');
const CreateProjectPage = page(() => import('@web/features/projects/pages/create-project-page'), 'CreateProjectPage');
const EditProjectPage = page(() => import('@web/features/projects/pages/edit-project-page'), 'EditProjectPage');
const SettingsPage = page(() => import('@web/features/settings/pages/settings-page'), 'SettingsPage');

const AdminPage = page(() => import('@web/features/admin/pages/admin-page'), 'AdminPage');

function HomePage() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <DiscoverPage /> : <LandingPage />;
}

interface RouteDefinition {
  path: string;
  component: ComponentType;
  /** Signed-in users are sent on (to `next` when it is a safe local path, else /). */
  guestOnly?: boolean;
}

/** The route table of spec §2; any other path shows the not-found page. */
const ROUTES: RouteDefinition[] = [
  { path: '/', component: HomePage },
  { path: '/discover', component: DiscoverPage },
  { path: '/login', component: LoginPage, guestOnly: true },
  { path: '/register', component: RegisterPage, guestOnly: true },
  { path: '/verify-email', component: VerifyEmailPage },
  { path: '/forgot-password', component: ForgotPasswordPage },
  { path: '/reset-password', component: ResetPasswordPage },
  { path: '/developers', component: DevelopersPage },
  { path: '/developers/:id', component: DeveloperProfilePage },
  { path: '/profile', component: OwnProfilePage },
  { path: '/messages', component: MessagesPage },
  { path: '/search', component: SearchPage },
  { path: '/showcase', component: ShowcasePage },
  { path: '/projects/:slug', component: ProjectDetailPage },
  { path: '/create-project', component: CreateProjectPage },
  { path: '/edit-project/:id', component: EditProjectPage },
  { path: '/settings', component: SettingsPage },
  { path: '/admin', component: AdminPage },
];

function GuestOnly({ component: Page }: { component: ComponentType }) {
  const { isAuthenticated } = useCurrentUser();
  const next = safeLocalPath(new URLSearchParams(useSearch()).get('next'));
  if (isAuthenticated) return <Redirect to={next ?? '/'} replace />;
  return <Page />;
}

function PageFallback() {
  return (
    <div className="flex flex-1 items-center justify-center py-24">
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
          {ROUTES.map(({ path, component: Page, guestOnly }) => (
            <Route key={path} path={path}>
              {guestOnly ? <GuestOnly component={Page} /> : <Page />}
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
}

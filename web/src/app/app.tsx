import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { useEffect } from 'react';
import { Router } from 'wouter';
import { I18nProvider, type Translator } from '@web/lib/i18n';
import { EventStreamBridge } from './event-stream-bridge';
import { AppRoutes } from './routes';
import { AppShell } from './shell/app-shell';
import { ThemeProvider } from './theme-provider';

export interface AppProps {
  /** One per browser tab, or one per server render: cached answers never cross visitors. */
  queryClient: QueryClient;
  /** The address being rendered on the server (path and query string without '?'); the browser reads its own. */
  serverLocation?: { path: string; search: string };
  /** The page's language, loaded before the first render (decision 0033). */
  translator: Translator;
}

export function App({ queryClient, serverLocation, translator }: AppProps) {
  // Marks the page as answering input: a server-rendered page is visible (and its buttons
  // clickable) before its script has taken it over. Browser tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider initial={translator}>
      <Router ssrPath={serverLocation?.path} ssrSearch={serverLocation?.search}>
        <ThemeProvider>
          <AppShell>
            <AppRoutes />
          </AppShell>
          <Toaster />
          <EventStreamBridge />
        </ThemeProvider>
      </Router>
      </I18nProvider>
    </QueryClientProvider>
  );
}

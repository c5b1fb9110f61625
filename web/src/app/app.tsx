import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { queryClient } from '@web/lib/query-client';
import { EventStreamBridge } from './event-stream-bridge';
import { AppRoutes } from './routes';
import { AppShell } from './shell/app-shell';
import { ThemeProvider } from './theme-provider';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <AppShell>
            <AppRoutes />
          </AppShell>
          <Toaster />
          <EventStreamBridge />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

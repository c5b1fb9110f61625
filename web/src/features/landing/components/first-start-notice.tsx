import type { SetupStatus } from '@common/staff';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/**
 * A discreet line for a new operator, only while the site has no admin (decision 0023): how to
 * become one. Read like the page's other data — by the server when it renders the landing page
 * (kept seconds, like the page), so the browser does not ask again.
 */
export function FirstStartNotice() {
  const status = useQuery({ queryKey: ['/api/setup/status'] as const, queryFn: () => apiJson<SetupStatus>('GET', '/api/setup/status') });
  if (!status.data?.needsAdmin) return null;
  return (
    <aside aria-label="Site setup" className="border-b border-border bg-muted/60 px-4 py-2 text-center text-xs text-muted-foreground" data-testid="first-start-notice">
      This site has no administrator yet. Run <code className="rounded bg-background px-1 py-0.5 font-mono">npm run cli -- grant-admin &lt;email&gt;</code> on the
      server, or open the one-time setup link printed in the server log while signed in.
    </aside>
  );
}

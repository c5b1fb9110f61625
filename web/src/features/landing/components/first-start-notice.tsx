import { useEffect, useState } from 'react';

/**
 * A discreet line for a new operator, only while the site has no admin (decision 0023): how to
 * become one. Asked in the browser after the page is shown — the server-rendered page, shared by
 * every visitor, never carries it — with a plain fetch, so the landing page's first load stays small.
 */
export function FirstStartNotice() {
  const [needsAdmin, setNeedsAdmin] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/setup/status', { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { needsAdmin?: boolean } | null) => setNeedsAdmin(body?.needsAdmin === true))
      .catch(() => {});
    return () => controller.abort();
  }, []);
  if (!needsAdmin) return null;
  return (
    <aside aria-label="Site setup" className="border-b border-border bg-muted/60 px-4 py-2 text-center text-xs text-muted-foreground" data-testid="first-start-notice">
      This site has no administrator yet. Run <code className="rounded bg-background px-1 py-0.5 font-mono">npm run cli -- grant-admin &lt;email&gt;</code> on the
      server, or open the one-time setup link printed in the server log while signed in.
    </aside>
  );
}

import type { SetupStatus } from '@common/staff';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { useI18n } from '@web/lib/i18n';

/**
 * A discreet line for a new operator, only while the site has no admin (decision 0023): how to
 * become one. Read like the page's other data — by the server when it renders the landing page
 * (kept seconds, like the page), so the browser does not ask again.
 */
export function FirstStartNotice() {
  const status = useQuery({ queryKey: ['/api/setup/status'] as const, queryFn: () => apiJson<SetupStatus>('GET', '/api/setup/status') });
  const { t, rich } = useI18n();
  if (!status.data?.needsAdmin) return null;
  return (
    <aside aria-label={t('landing.setup')} className="border-b border-border bg-muted/60 px-4 py-2 text-center text-xs text-muted-foreground" data-testid="first-start-notice">
      {rich('landing.noAdmin', {
        command: 'npm run cli -- grant-admin <email>',
        code: (chunks) => <code className="rounded bg-background px-1 py-0.5 font-mono">{chunks}</code>,
      })}
    </aside>
  );
}

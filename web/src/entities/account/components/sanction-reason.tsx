import type { SanctionKind } from '@common/appeals';
import { useI18n } from '@web/lib/i18n';
import { useEffect, useState } from 'react';
import { useMyAppeal } from '../api/appeal';

/**
 * 'Reason: …' under a suspension or warning notice: the reason staff gave, as the sanction in force
 * carries it (GET /api/appeals/mine, the call the appeal under the notice makes anyway). A ban's
 * reason is stored on the account itself (banReason, decision 7), so the ban notice shows it directly.
 */
export function SanctionReason({ kind }: { kind: Exclude<SanctionKind, 'ban'> }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const sanction = useMyAppeal(mounted).data?.sanction;
  const { t } = useI18n();
  if (!sanction || sanction.kind !== kind || !sanction.reason?.trim()) return null;
  return (
    <p className="mt-1 whitespace-pre-line break-words" data-testid="sanction-reason">
      {t('banner.reason', { reason: sanction.reason })}
    </p>
  );
}

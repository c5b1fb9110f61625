import { ReportUserDialog } from '@web/entities/report/components/report-user-dialog';
import { Button } from '@web/components/ui/button';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '@web/lib/i18n';

/** 'Report' on someone else's developer page (spec §5): opens the same dialog as the Messages menu. */
export function ReportButton({ developerId, developerName }: { developerId: string; developerName: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {t('people.profile.report')}
      </Button>
      <ReportUserDialog userId={developerId} userName={developerName} open={open} onOpenChange={setOpen} />
    </>
  );
}

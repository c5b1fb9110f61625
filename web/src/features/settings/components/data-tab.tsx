import type { CurrentUser } from '@common/auth';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { Download, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useExportData } from '../api/export-data';
import { showRequestError } from '@web/lib/error-toast';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';
import { useI18n } from '@web/lib/i18n';
import { useSite } from '@web/lib/site';

export function DataTab({ user }: { user: CurrentUser }) {
  const exportData = useExportData();
  const [deleting, setDeleting] = useState(false);
  const { t } = useI18n();
  const site = useSite();
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        icon={<Download aria-hidden="true" />}
        title={t('data.exportTitle')}
        description={t('data.exportText', { site: site.name })}
      >
        <Button
          variant="outline"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: (name) => toast({ title: t('data.exported'), description: t('data.exportedText', { file: name }), variant: 'success' }),
              onError: (error) => showRequestError(error, t('data.exportFailed'), { serverMessage: false }),
            })
          }
        >
          <Download aria-hidden="true" />
          {t(exportData.isPending ? 'data.exporting' : 'data.export')}
        </Button>
      </SettingsSection>

      <SettingsSection
        tone="danger"
        icon={<TriangleAlert aria-hidden="true" />}
        title={t('data.deleteTitle')}
        description={t('data.deleteText')}
      >
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          {t('data.delete')}
        </Button>
        <DeleteAccountDialog user={user} open={deleting} onOpenChange={setDeleting} />
      </SettingsSection>
    </div>
  );
}

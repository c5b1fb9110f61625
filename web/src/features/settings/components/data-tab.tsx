import type { CurrentUser } from '@common/auth';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { Download, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useExportData } from '../api/export-data';
import { showRequestError } from '@web/lib/error-toast';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

export function DataTab({ user }: { user: CurrentUser }) {
  const exportData = useExportData();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        icon={<Download aria-hidden="true" />}
        title="Export your data"
        description="Download everything you own on Shipyard as one JSON file: profile, settings, projects with media links, comments, likes, follows, blocks, conversations and messages, notifications, reports you filed and your sessions."
      >
        <Button
          variant="outline"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: (name) => toast({ title: 'Export Complete', description: `Your data has been downloaded as ${name}.`, variant: 'success' }),
              onError: (error) => showRequestError(error, 'Failed to export your data. Please try again.', { serverMessage: false }),
            })
          }
        >
          <Download aria-hidden="true" />
          {exportData.isPending ? 'Preparing export...' : 'Export my data'}
        </Button>
      </SettingsSection>

      <SettingsSection
        tone="danger"
        icon={<TriangleAlert aria-hidden="true" />}
        title="Delete account"
        description="Permanently delete your account and everything in it. Reports other members filed are kept for the moderators without your name."
      >
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
        <DeleteAccountDialog user={user} open={deleting} onOpenChange={setDeleting} />
      </SettingsSection>
    </div>
  );
}

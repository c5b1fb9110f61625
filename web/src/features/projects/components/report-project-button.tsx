import { effectiveStatus } from '@common/account-status';
import type { CurrentUser } from '@common/auth';
import { Button } from '@web/components/ui/button';
import { personName, type PersonNameParts } from '@web/entities/developer/lib/person-name';
import { ReportUserDialog } from '@web/entities/report/components/report-user-dialog';
import { useI18n } from '@web/lib/i18n';
import { Flag } from 'lucide-react';
import { useState } from 'react';

interface ReportProjectButtonProps {
  viewer: CurrentUser;
  project: { id: string; title: string; user: PersonNameParts & { id: string } };
}

/**
 * 'Report project' on someone else's project page: the report dialog of the developer page, with
 * the project attached, so the admin queue shows it and offers to hide it. A chunk of its own,
 * fetched only for a signed-in reader who is not the owner; banned accounts cannot report (decision 7).
 */
export function ReportProjectButton({ viewer, project }: ReportProjectButtonProps) {
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  const owner = project.user;
  // The page asks only whether someone is signed in; whom to offer it is decided here, off its first load.
  if (viewer.id === owner.id || effectiveStatus(viewer) === 'banned') return null;
  return (
    <div className="sm:ms-auto">
      <Button variant="ghost" className="text-muted-foreground" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        {t('project.report')}
      </Button>
      <ReportUserDialog userId={owner.id} userName={personName(owner)} projectId={project.id} projectTitle={project.title} open={open} onOpenChange={setOpen} />
    </div>
  );
}

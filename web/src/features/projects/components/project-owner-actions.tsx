import { DeleteProjectDialog } from '@web/entities/project/components/delete-project-dialog';
import { Button } from '@web/components/ui/button';
import { useDeleteProject } from '@web/entities/project/api/delete-project';
import { useI18n } from '@web/lib/i18n';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';

/** Edit and Delete on the owner's own project page (decision 3: Edit opens the edit page). */
export function ProjectOwnerActions({ projectId, projectTitle }: { projectId: string; projectTitle: string }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const deleteProject = useDeleteProject();
  const [confirming, setConfirming] = useState(false);

  return (
      <div className="flex flex-wrap gap-2 sm:ms-auto">
        <Button asChild variant="secondary">
          <Link href={`/edit-project/${projectId}`}>
            <Pencil aria-hidden="true" />
            {t('project.edit')}
          </Link>
        </Button>
        <Button variant="outline" className="text-destructive-text" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('project.delete')}
        </Button>
        <DeleteProjectDialog
          projectTitle={projectTitle}
          open={confirming}
          onOpenChange={setConfirming}
          onDelete={() => deleteProject.mutateAsync(projectId)}
          onDeleted={() => navigate('/')}
        />
      </div>
  );
}

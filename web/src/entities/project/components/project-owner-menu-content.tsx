import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useI18n } from '@web/lib/i18n';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { DeleteProjectDialog } from './delete-project-dialog';
import type { ProjectOwnerMenuProps } from './project-owner-menu';

/** The menu of project-owner-menu.tsx, fetched when an owner's card first shows it. */
export function ProjectOwnerMenuContent({ project, onDelete }: ProjectOwnerMenuProps) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {/* Not modal: a modal menu handing focus to a dialog leaves the page inert in Radix. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('projectShared.actions')}
            className="size-8 rounded-full border border-border/60 bg-background/85 shadow-sm backdrop-blur hover:bg-background"
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-40">
          <DropdownMenuItem onSelect={() => navigate(`/edit-project/${project.id}`)}>
            <Pencil aria-hidden="true" />
            {t('projectShared.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('projectShared.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteProjectDialog
        projectTitle={project.title}
        open={confirming}
        onOpenChange={setConfirming}
        onDelete={onDelete}
      />
    </>
  );
}

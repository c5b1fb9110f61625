import type { ProjectListItem } from '@common/projects';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { contentRestriction } from '@web/lib/account-permissions';
import { useCurrentUser } from '@web/lib/auth';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { DeleteProjectDialog } from './delete-project-dialog';

interface ProjectOwnerMenuProps {
  project: Pick<ProjectListItem, 'id' | 'title'>;
  onDelete: () => Promise<unknown>;
}

/** The owner's card menu (spec §2): Edit → /edit-project/{id}; Delete → the confirmation dialog. */
export function ProjectOwnerMenu({ project, onDelete }: ProjectOwnerMenuProps) {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const { user } = useCurrentUser();
  // Edit and delete are refused while the account is suspended, banned or unverified.
  if (contentRestriction(user)) return null;
  return (
    <>
      {/* Not modal: a modal menu handing focus to a dialog leaves the page inert in Radix. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Project actions"
            className="size-8 rounded-full border border-border/60 bg-background/85 shadow-sm backdrop-blur hover:bg-background"
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-40">
          <DropdownMenuItem onSelect={() => navigate(`/edit-project/${project.id}`)}>
            <Pencil aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete
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

import { lazyPart, OnceOpened, ShowPart } from '@web/lib/lazy-part';

export interface DeleteProjectDialogProps {
  projectTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The feature's delete call; rejects with the request error. */
  onDelete: () => Promise<unknown>;
  /** After the success toast, e.g. leave the deleted project's page. */
  onDeleted?: () => void;
}

const DeleteProjectDialogContent = lazyPart(() =>
  import('./delete-project-dialog-content').then((module) => module.DeleteProjectDialogContent),
  'src/entities/project/components/delete-project-dialog-content.tsx',
);

/**
 * Spec §4: confirmation with Cancel / Delete, 'Deleting...' while pending; toasts of §8. Its code
 * comes when it first opens (delete-project-dialog-content.tsx), not with the pages that offer it.
 */
export function DeleteProjectDialog(props: DeleteProjectDialogProps) {
  return (
    <OnceOpened open={props.open}>
      <ShowPart part={DeleteProjectDialogContent} {...props} />
    </OnceOpened>
  );
}

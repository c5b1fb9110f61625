import type { ProjectListItem } from '@common/projects';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useRemoveFromCollection } from '@web/entities/collection/api/collection-mutations';
import { showRequestError } from '@web/lib/error-toast';
import { X } from 'lucide-react';

/** The owner's control on each card of their collection: takes the project out of it. */
export function RemoveFromCollectionButton({ collectionId, project }: { collectionId: string; project: Pick<ProjectListItem, 'id' | 'title'> }) {
  const remove = useRemoveFromCollection(collectionId);
  const onClick = () =>
    remove.mutate(project.id, {
      onSuccess: () => toast({ title: 'Removed from collection', description: project.title }),
      onError: (error) => showRequestError(error, 'Failed to remove the project'),
    });
  return (
    <Button
      variant="secondary"
      size="icon"
      onClick={onClick}
      disabled={remove.isPending}
      aria-label={`Remove ${project.title} from this collection`}
      className="size-8 bg-background/85 shadow-sm backdrop-blur hover:bg-background"
    >
      <X aria-hidden="true" />
    </Button>
  );
}

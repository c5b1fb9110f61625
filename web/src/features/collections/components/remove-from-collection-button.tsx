import type { ProjectListItem } from '@common/projects';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useRemoveFromCollection } from '@web/entities/collection/api/collection-mutations';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { X } from 'lucide-react';

/** The owner's control on each card of their collection: takes the project out of it. */
export function RemoveFromCollectionButton({ collectionId, project }: { collectionId: string; project: Pick<ProjectListItem, 'id' | 'title'> }) {
  const { t } = useI18n();
  const remove = useRemoveFromCollection(collectionId);
  const onClick = () =>
    remove.mutate(project.id, {
      onSuccess: () => toast({ title: t('collections.removed'), description: project.title }),
      onError: (error) => showRequestError(error, t('collections.removeFailed')),
    });
  return (
    <Button
      variant="secondary"
      size="icon"
      onClick={onClick}
      disabled={remove.isPending}
      aria-label={t('collections.removeLabel', { title: project.title })}
      className="size-8 bg-background/85 shadow-sm backdrop-blur hover:bg-background"
    >
      <X aria-hidden="true" />
    </Button>
  );
}

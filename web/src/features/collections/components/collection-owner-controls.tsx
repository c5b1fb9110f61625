import type { Collection } from '@common/collections';
import { COLLECTION_DESCRIPTION_MAX_LENGTH, COLLECTION_NAME_MAX_LENGTH } from '@common/collections-constants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SwitchField } from '@web/components/ui/switch-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useDeleteCollection, useUpdateCollection } from '@web/entities/collection/api/collection-mutations';
import { useCollectionName } from '@web/entities/collection/lib/collection-name';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';

function EditDialog({ collection, open, onOpenChange }: { collection: Collection; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const nameOf = useCollectionName();
  const update = useUpdateCollection(collection.id);
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  const [isPrivate, setIsPrivate] = useState(collection.isPrivate);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { ...(collection.isDefault ? {} : { name }), description, isPrivate },
      {
        onSuccess: () => {
          toast({ title: t('collections.updated') });
          onOpenChange(false);
        },
        onError: (error) => showRequestError(error, t('collections.updateFailed')),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('collections.editTitle')}</DialogTitle>
          <DialogDescription>{t(collection.isDefault ? 'collections.editDefault' : 'collections.editText')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id="collection-name" label={t('collections.name')}>
            <Input
              id="collection-name"
              // The default list's name is not sent and cannot change: it shows in the reader's language.
              value={collection.isDefault ? nameOf(collection) : name}
              onChange={(event) => setName(event.target.value)}
              maxLength={COLLECTION_NAME_MAX_LENGTH}
              disabled={collection.isDefault}
              required
            />
          </FormField>
          <FormField id="collection-description" label={t('collections.description')} hint={`${description.length}/${COLLECTION_DESCRIPTION_MAX_LENGTH}`}>
            <Textarea
              id="collection-description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={COLLECTION_DESCRIPTION_MAX_LENGTH}
              rows={3}
            />
          </FormField>
          <SwitchField
            id="collection-private"
            label={t('collections.private')}
            description={t('collections.privateText')}
            checked={isPrivate}
            onCheckedChange={setIsPrivate}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('collections.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending || (!collection.isDefault && !name.trim())}>
              {t(update.isPending ? 'collections.saving' : 'collections.saveChanges')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({ collection, open, onOpenChange }: { collection: Collection; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  const remove = useDeleteCollection(collection.id);
  const [, navigate] = useLocation();
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('collections.deleted'), description: collection.name });
        navigate('/profile#collections');
      },
      onError: (error) => showRequestError(error, t('collections.deleteFailed')),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('collections.deleteTitle')}</DialogTitle>
          <DialogDescription>{t('collections.deleteText', { name: collection.name })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('collections.cancel')}
          </Button>
          <Button variant="destructive" onClick={onDelete} disabled={remove.isPending}>
            {t(remove.isPending ? 'collections.deleting' : 'collections.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The owner's controls on a collection's page: edit (name, description, private) and delete. */
export function CollectionOwnerControls({ collection }: { collection: Collection }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { t } = useI18n();
  const update = useUpdateCollection(collection.id);
  const togglePrivacy = () =>
    update.mutate(
      { isPrivate: !collection.isPrivate },
      {
        onSuccess: (updated) => toast({ title: t(updated.isPrivate ? 'collections.nowPrivate' : 'collections.nowPublic') }),
        onError: (error) => showRequestError(error, t('collections.updateFailed')),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={togglePrivacy} disabled={update.isPending}>
        {collection.isPrivate ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {t(collection.isPrivate ? 'collections.makePublic' : 'collections.makePrivate')}
      </Button>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        {t('collections.edit')}
      </Button>
      {collection.isDefault ? null : (
        <Button variant="outline" className="text-destructive-text" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          {t('collections.delete')}
        </Button>
      )}
      {editing ? <EditDialog collection={collection} open={editing} onOpenChange={setEditing} /> : null}
      <DeleteDialog collection={collection} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

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
import { showRequestError } from '@web/lib/error-toast';
import { Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';

function EditDialog({ collection, open, onOpenChange }: { collection: Collection; open: boolean; onOpenChange: (open: boolean) => void }) {
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
          toast({ title: 'Collection updated' });
          onOpenChange(false);
        },
        onError: (error) => showRequestError(error, 'Failed to update the collection'),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit collection</DialogTitle>
          <DialogDescription>{collection.isDefault ? 'Your Saved list keeps its name.' : 'Name, description and who can see it.'}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id="collection-name" label="Name">
            <Input
              id="collection-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={COLLECTION_NAME_MAX_LENGTH}
              disabled={collection.isDefault}
              required
            />
          </FormField>
          <FormField id="collection-description" label="Description" hint={`${description.length}/${COLLECTION_DESCRIPTION_MAX_LENGTH}`}>
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
            label="Private"
            description="Only you can see a private collection; to anyone else it does not exist."
            checked={isPrivate}
            onCheckedChange={setIsPrivate}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending || (!collection.isDefault && !name.trim())}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({ collection, open, onOpenChange }: { collection: Collection; open: boolean; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteCollection(collection.id);
  const [, navigate] = useLocation();
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Collection deleted', description: collection.name });
        navigate('/profile#collections');
      },
      onError: (error) => showRequestError(error, 'Failed to delete the collection'),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this collection?</DialogTitle>
          <DialogDescription>"{collection.name}" goes; the projects in it stay where they are.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
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
  const update = useUpdateCollection(collection.id);
  const togglePrivacy = () =>
    update.mutate(
      { isPrivate: !collection.isPrivate },
      {
        onSuccess: (updated) => toast({ title: updated.isPrivate ? 'Collection is private' : 'Collection is public' }),
        onError: (error) => showRequestError(error, 'Failed to update the collection'),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={togglePrivacy} disabled={update.isPending}>
        {collection.isPrivate ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {collection.isPrivate ? 'Make public' : 'Make private'}
      </Button>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      {collection.isDefault ? null : (
        <Button variant="outline" className="text-destructive-text" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      )}
      {editing ? <EditDialog collection={collection} open={editing} onOpenChange={setEditing} /> : null}
      <DeleteDialog collection={collection} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

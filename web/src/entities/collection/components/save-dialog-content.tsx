import type { MyCollection } from '@common/collections';
import { COLLECTION_NAME_MAX_LENGTH } from '@common/collections-constants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { Check, Lock, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { useCreateCollection, useToggleSave } from '../api/collection-mutations';
import { useMyCollections } from '../api/collection-queries';
import { useCollectionName } from '../lib/collection-name';

interface SaveDialogContentProps {
  projectId: string;
  projectTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One collection as a checkbox: checked when it holds the project. Space or a click toggles it. */
function CollectionChoice({ collection, projectId }: { collection: MyCollection; projectId: string }) {
  const { t, number } = useI18n();
  const nameOf = useCollectionName();
  const toggle = useToggleSave(projectId);
  const inputId = useId();
  const onChange = (checked: boolean) =>
    toggle.mutate(
      { collection, save: checked },
      { onError: (error) => showRequestError(error, t(checked ? 'cards.save.saveFailed' : 'cards.save.removeFailed')) },
    );
  return (
    <li className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-accent has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring">
      <input
        id={inputId}
        type="checkbox"
        className="size-4 accent-primary"
        checked={collection.hasProject}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={inputId} className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
        <span className="truncate font-medium">{nameOf(collection)}</span>
        {collection.isPrivate ? (
          <Lock aria-label={t('cards.save.private')} className="size-3.5 shrink-0 text-muted-foreground" />
        ) : null}
        <span className="ms-auto shrink-0 text-xs tabular-nums text-muted-foreground">
          {number(collection.itemCount)}
          <span className="sr-only"> {t('cards.save.projectsUnit', { count: collection.itemCount })}</span>
        </span>
      </label>
    </li>
  );
}

function NewCollectionForm({ projectId }: { projectId: string }) {
  const { t } = useI18n();
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const nameId = useId();
  const privateId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name, isPrivate, projectId },
      { onSuccess: () => setName(''), onError: (error) => showRequestError(error, t('cards.save.createFailed')) },
    );
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 border-t border-border pt-4">
      <label htmlFor={nameId} className="text-sm font-medium">
        {t('cards.save.newCollection')}
      </label>
      <div className="flex gap-2">
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={COLLECTION_NAME_MAX_LENGTH}
          placeholder={t('cards.save.placeholder')}
          autoComplete="off"
        />
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          <Plus aria-hidden="true" />
          {t(create.isPending ? 'cards.save.creating' : 'cards.save.create')}
        </Button>
      </div>
      <label htmlFor={privateId} className="flex items-center gap-2 text-sm text-muted-foreground">
        <input id={privateId} type="checkbox" className="size-4 accent-primary" checked={isPrivate} onChange={(event) => setIsPrivate(event.target.checked)} />
        {t('cards.save.privateOption')}
      </label>
    </form>
  );
}

/** The save dialog (issue 16): my collections with their check, and a new one made with the project in it. */
export function SaveDialogContent({ projectId, projectTitle, open, onOpenChange }: SaveDialogContentProps) {
  const { t } = useI18n();
  const query = useMyCollections(projectId, open);
  const saved = query.data?.collections.some((collection) => collection.hasProject) ?? false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('cards.save.title')}</DialogTitle>
          <DialogDescription className="truncate">{projectTitle}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div role="status" aria-label={t('cards.save.loading')} className="flex flex-col gap-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : query.isError ? (
          <p className="text-sm text-destructive-text">{t('cards.save.loadFailed')}</p>
        ) : (
          <ul aria-label={t('cards.save.yours')} className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
            {query.data.collections.map((collection) => (
              <CollectionChoice key={collection.id} collection={collection} projectId={projectId} />
            ))}
          </ul>
        )}
        <NewCollectionForm projectId={projectId} />
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="flex items-center gap-1.5 text-muted-foreground" aria-live="polite">
            {saved ? (
              <>
                <Check aria-hidden="true" className="size-4" /> {t('cards.save.saved')}
              </>
            ) : null}
          </span>
          <Button variant="link" asChild className="h-auto p-0">
            <Link href="/profile#collections" onClick={() => onOpenChange(false)}>
              {t('cards.save.manage')}
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { MESSAGE_SEARCH_MIN_LENGTH } from '@common/messaging-constants';
import type { DeveloperCard } from '@common/people';
import { DeveloperAvatar } from '@web/entities/developer/components/developer-avatar';
import { personName } from '@web/entities/developer/lib/person-name';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { SearchInput } from '@web/components/ui/search-input';
import { Spinner } from '@web/components/ui/spinner';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useEffect, useState } from 'react';
import { useUserSearch } from '../api/search-users';
import { useI18n } from '@web/lib/i18n';

interface NewMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerId: string;
  /** The person picked; the page opens (or creates) the conversation. */
  onPick: (person: DeveloperCard) => void;
  pending: boolean;
}

/** Spec §5: the search starts at 3 characters. */
export function NewMessageDialog({ open, onOpenChange, viewerId, onPick, pending }: NewMessageDialogProps) {
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim(), 250);
  const { t } = useI18n();
  const search = useUserSearch(term);
  const tooShort = query.trim().length < MESSAGE_SEARCH_MIN_LENGTH;
  const people = (search.data ?? []).filter((person) => person.id !== viewerId);

  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('msg.new')}</DialogTitle>
          <DialogDescription>{t('msg.newIntro')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor="new-message-search">{t('msg.searchDevelopers')}</Label>
          <SearchInput
            id="new-message-search"
            autoComplete="off"
            placeholder={t('msg.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div aria-live="polite" className="min-h-40">
          {tooShort ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('msg.typeMore', { min: MESSAGE_SEARCH_MIN_LENGTH })}</p>
          ) : search.isPending || (search.isFetching && people.length === 0) ? (
            <div className="flex justify-center py-8">
              <Spinner label={t('msg.searching')} />
            </div>
          ) : people.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('msg.noMatch', { term })}</p>
          ) : (
            <ul aria-label={t('msg.developers')} className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
              {people.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => onPick(person)}
                    className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-start hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                  >
                    <DeveloperAvatar person={person} className="size-9" />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-medium">{personName(person)}</span>
                      <span className="truncate text-xs text-muted-foreground">{person.title || t('msg.developer')}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

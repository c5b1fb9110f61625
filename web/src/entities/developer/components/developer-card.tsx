import type { DeveloperCard as DeveloperCardData } from '@common/people';
import { CARD_SKILLS_SHOWN } from '@common/people-constants';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { FolderGit2, MapPin, Users } from 'lucide-react';
import { Link } from 'wouter';
import { personName } from '@web/entities/developer/lib/person-name';
import { useI18n } from '@web/lib/i18n';
import { DeveloperAvatar } from './developer-avatar';

/**
 * A developer in the directory, search results and featured lists: the whole card is one link
 * to /developers/:id, named by the person's name. Skills: the first 3 plus '+N' (spec §2).
 */
export function DeveloperCard({ developer, headingLevel = 3 }: { developer: DeveloperCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const name = personName(developer);
  const shown = developer.skills.slice(0, CARD_SKILLS_SHOWN);
  const more = developer.skills.length - shown.length;
  const { t, number } = useI18n();
  return (
    <Link
      href={`/developers/${developer.id}`}
      data-testid="developer-card"
      className="group flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-ring/60 hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-center gap-3">
        <DeveloperAvatar person={developer} className="size-12" />
        <div className="min-w-0">
          <Heading className="truncate text-base font-semibold group-hover:text-link">{name}</Heading>
          <p className="truncate text-sm text-muted-foreground">{developer.title || t('developerCard.developer')}</p>
        </div>
      </div>
      {developer.location ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate">{developer.location}</span>
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('developerCard.skills')}>
          {shown.map((skill) => (
            <li key={skill} className="max-w-full">
              <Badge>{skill}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline">
                +{number(more)}
                <span className="sr-only"> {t('developerCard.moreSkills', { count: more })}</span>
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border pt-3 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <FolderGit2 aria-hidden="true" className="size-4" />
          {t('developerCard.projects', { count: developer.projectCount })}
        </span>
        <span className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {t('developerCard.followers', { count: developer.followersCount })}
        </span>
      </div>
    </Link>
  );
}

/** Same frame as the card, so the grid does not jump when results arrive. */
export function DeveloperCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <Skeleton className="h-3 w-28" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-14 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-12 rounded-full" />
      </div>
      <div className="mt-auto flex gap-4 border-t border-border pt-3">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-4 w-20" />
      </div>
    </div>
  );
}

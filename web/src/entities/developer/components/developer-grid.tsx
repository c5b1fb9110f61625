import type { DeveloperCard as DeveloperCardData } from '@common/people';
import { LOADING_PLACEHOLDERS } from '@common/projects-constants';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { DeveloperCard, DeveloperCardSkeleton } from './developer-card';

// As the project grid: minmax(0, 1fr) columns and min-w-0 items, so a long name truncates in its card.
const DEVELOPER_GRID_CLASS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

interface DeveloperGridProps {
  developers: DeveloperCardData[];
  label?: string;
  /** The cards' name level: 2 where the grid is the page's main list, 3 below a section heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The directory, the search results and the landing page show developers in this grid. */
export function DeveloperGrid({ developers, label, headingLevel, className }: DeveloperGridProps) {
  const { t } = useI18n();
  return (
    <ul aria-label={label ?? t('developerCard.list')} className={cn(DEVELOPER_GRID_CLASS, className)}>
      {developers.map((developer) => (
        <li key={developer.id} className="min-w-0">
          <DeveloperCard developer={developer} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §9: placeholders in the cards' frame while a grid loads, so nothing jumps. */
export function DeveloperGridSkeleton({ count = LOADING_PLACEHOLDERS, className }: { count?: number; className?: string }) {
  const { t } = useI18n();
  return (
    <div role="status" aria-label={t('developerCard.loading')} className={cn(DEVELOPER_GRID_CLASS, className)}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <DeveloperCardSkeleton key={index} />
      ))}
    </div>
  );
}

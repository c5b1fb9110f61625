import { ProjectGrid, ProjectGridSkeleton } from '@web/entities/project/components/project-grid';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import type { DeveloperProjects } from '@web/entities/developer/api/get-developer-projects';
import type { UseQueryResult } from '@tanstack/react-query';
import { FolderPlus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useI18n } from '@web/lib/i18n';

const PLACEHOLDERS = 4;

interface ProjectsSectionProps {
  title: string;
  query: UseQueryResult<DeveloperProjects>;
  emptyTitle: string;
  emptyText: string;
  emptyAction?: { href: string; label: string } | undefined;
  /** E.g. the own profile's 'Create New Project' link next to the heading. */
  headerAction?: ReactNode;
  /** Three columns on large screens when the section spans the whole page width. */
  wide?: boolean;
}

/** A person's project grid with its count, skeletons and empty state. */
export function ProjectsSection({ title, query, emptyTitle, emptyText, emptyAction, headerAction, wide }: ProjectsSectionProps) {
  const total = query.data?.total;
  const { t, number } = useI18n();
  // Two columns beside the About card; three when the section has the page's width.
  const grid = wide ? undefined : 'lg:grid-cols-2';
  return (
    <section aria-labelledby="projects-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projects-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          {title}
          {total !== undefined ? (
            <Badge variant="outline" className="text-sm" data-testid="projects-count">
              {number(total)}
              <span className="sr-only"> {t('people.projects.countWord', { count: total })}</span>
            </Badge>
          ) : null}
        </h2>
        {headerAction}
      </div>
      {query.isPending ? (
        <ProjectGridSkeleton count={PLACEHOLDERS} className={grid} />
      ) : query.isError ? (
        <LoadError error={query.error} fallback={t('people.projects.loadFailed')} />
      ) : query.data.projects.length === 0 ? (
        <EmptyState
          icon={FolderPlus}
          title={emptyTitle}
          description={emptyText}
          headingLevel={3}
          action={
            emptyAction ? (
              <Button asChild>
                <Link href={emptyAction.href}>
                  <Plus aria-hidden="true" />
                  {emptyAction.label}
                </Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ProjectGrid projects={query.data.projects} label={title} headingLevel={3} className={grid} />
      )}
    </section>
  );
}

import { ProjectCard } from '@web/components/projects/project-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { parseApiError } from '@web/lib/request';
import { cn } from '@web/lib/utils';
import type { UseQueryResult } from '@tanstack/react-query';
import { FolderPlus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { DeveloperProjects } from '../api/get-developer-projects';

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

export function ProjectCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-border bg-card" aria-hidden="true">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** A person's project grid with its count, skeletons and empty state. */
export function ProjectsSection({ title, query, emptyTitle, emptyText, emptyAction, headerAction, wide }: ProjectsSectionProps) {
  const total = query.data?.total;
  const grid = cn('grid gap-4 sm:grid-cols-2', wide && 'lg:grid-cols-3');
  return (
    <section aria-labelledby="projects-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projects-heading" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          {title}
          {total !== undefined ? (
            <Badge variant="outline" className="text-sm" data-testid="projects-count">
              {total}
              <span className="sr-only"> {total === 1 ? 'project' : 'projects'}</span>
            </Badge>
          ) : null}
        </h2>
        {headerAction}
      </div>
      {query.isPending ? (
        <div className={grid}>
          <span role="status" className="sr-only">
            Loading projects
          </span>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => `placeholder-${index}`).map((key) => (
            <ProjectCardSkeleton key={key} />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-border p-6 text-center text-sm text-muted-foreground">
          {parseApiError(query.error).message ?? 'Projects could not be loaded. Please try again.'}
        </p>
      ) : query.data.projects.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <FolderPlus aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-lg font-semibold">{emptyTitle}</h3>
          <p className="max-w-sm text-sm text-muted-foreground">{emptyText}</p>
          {emptyAction ? (
            <Button asChild className="mt-2">
              <Link href={emptyAction.href}>
                <Plus aria-hidden="true" />
                {emptyAction.label}
              </Link>
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className={grid}>
          {query.data.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { ProjectListItem } from '@common/projects';
import { isRestricted } from '@web/entities/account/lib/content-restriction-kind';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { lazyPart, ShowPart } from '@web/lib/lazy-part';
import { Suspense } from 'react';

export interface ProjectOwnerMenuProps {
  project: Pick<ProjectListItem, 'id' | 'title'>;
  onDelete: () => Promise<unknown>;
}

// Radix's dropdown menu is a large part of a page's code and only owners see this menu, so it
// comes in a chunk of its own (issue 11): a visitor of Discover never downloads it.
const ProjectOwnerMenuContent = lazyPart(
  () => import('./project-owner-menu-content').then((module) => module.ProjectOwnerMenuContent),
  'src/entities/project/components/project-owner-menu-content.tsx',
);

/** The owner's card menu (spec §2): Edit → /edit-project/{id}; Delete → the confirmation dialog. */
export function ProjectOwnerMenu(props: ProjectOwnerMenuProps) {
  const { user } = useCurrentUser();
  // Edit and delete are refused while the account is suspended, banned or unverified.
  if (isRestricted(user)) return null;
  return (
    <Suspense fallback={null}>
      <ShowPart part={ProjectOwnerMenuContent} {...props} />
    </Suspense>
  );
}

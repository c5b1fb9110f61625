import type { ProjectDetail } from '../../../common/projects';
import type { AppDependencies } from '../../core/dependencies';
import { appService } from '../../platform/app-scope';
import { type CountedAnswer, visitorCache } from '../../platform/shared-answers';
import type { ProjectWithAuthor } from '../../core/projects/project-repository';
import { viewCounters } from './view-counter';

/**
 * A project page as every visitor (no session) gets it, less the views this process has not
 * written yet: the row, its media and its detail read once a second rather than once per visitor
 * (issue 12: the page statement and its write-up were most of a repeat viewer's cost). Emptied
 * after every write this process answers, like the shared answers, and after every batch of views
 * is stored, since the stored count in the row then moved; another process's edit shows within
 * `PUBLIC_ANSWER_CACHE_MS`.
 */
export interface VisitorPage {
  project: Pick<ProjectWithAuthor, 'id' | 'userId' | 'listed'>;
  /** With the stored view count only. */
  detail: ProjectDetail;
  /** The encoded answer for the latest view count, shared by the visitors who read it. */
  answer: CountedAnswer;
}

const pageCache = visitorCache<VisitorPage>('visitor project page cache');

export const visitorProjectPages = appService('visitor project pages', (deps: AppDependencies) => {
  const cache = deps.scope.get(pageCache, deps);
  deps.scope.get(viewCounters, deps).onWritten(() => cache.clear());
  return cache;
});

export function visitorPageKey(where: { id: string } | { slug: string }): string {
  return 'id' in where ? `id:${where.id}` : `slug:${where.slug}`;
}

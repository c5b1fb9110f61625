import { useCategoryLabel } from '@web/entities/project/lib/category-label';
import type { ProjectDetail } from '@common/projects';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { isRestricted } from '@web/entities/account/lib/content-restriction-kind';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { lazyPart, ServerPending, ShowPart, ShowWhenVisible } from '@web/lib/lazy-part';
import { usePageHead } from '@web/lib/page-head';
import { ArrowLeft, Code2, ExternalLink, PlayCircle } from 'lucide-react';
import { Suspense, useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'wouter';
import { useProjectBySlug } from '../api/get-project-by-slug';
import { LikeButton } from '../components/like-button';
import { effectivePreviewId } from '../lib/effective-preview';
import { projectHead } from '../lib/project-head';
import { useSite } from '@web/lib/site';
import { type Translator, useI18n } from '@web/lib/i18n';

// A page that arrives from the server holds its project: the loading and error states are for a
// visit from another page (or a missing project), and are fetched when one is shown.
const detailSkeleton = lazyPart(
  () => import('../components/project-detail-skeleton').then((module) => module.ProjectDetailSkeleton),
  'src/features/projects/components/project-detail-skeleton.tsx',
);
// Only the owner can open a draft, so visitors do not download its notice.
const draftNotice = lazyPart(
  () => import('../components/draft-notice').then((module) => module.DraftNotice),
  'src/features/projects/components/draft-notice.tsx',
);
const loadError = lazyPart(
  () => import('../components/project-load-error').then((module) => module.ProjectLoadError),
  'src/features/projects/components/project-load-error.tsx',
);

// What only the owner sees, and what sits below the media (on a phone, below the first screen),
// are chunks of their own: a visitor's first load carries the header and the media (issue 11).
const ownerActions = lazyPart(
  () => import('../components/project-owner-actions').then((module) => module.ProjectOwnerActions),
  'src/features/projects/components/project-owner-actions.tsx',
);
// The write-up (decision 0030) comes as the server's HTML, headings and table of contents included;
// its code follows when it is in view, as the gallery's does.
const projectAbout = lazyPart(
  () => import('../components/project-about').then((module) => module.ProjectAbout),
  'src/features/projects/components/project-about.tsx',
);
const projectAside = lazyPart(
  () => import('../components/project-aside').then((module) => module.ProjectAside),
  'src/features/projects/components/project-aside.tsx',
);
// The gallery comes as HTML with the page (pictures, srcset, sizes); its code — the lightbox
// trigger and the owner's preview buttons — follows when it is in view (decision 0031).
const mediaGallery = lazyPart(
  () => import('../components/media-gallery').then((module) => module.MediaGallery),
  'src/features/projects/components/media-gallery.tsx',
);
const commentsSection = lazyPart(
  () => import('../components/comments-section').then((module) => module.CommentsSection),
  'src/features/projects/components/comments-section.tsx',
);

// Issue 16: the Save button comes once the page runs; until then a placeholder of its size holds its
// place (this page's first load had no room for it, and a click before it runs would do nothing).
const saveButton = lazyPart(
  () => import('@web/entities/collection/components/save-button').then((module) => module.SaveButton),
  'src/entities/collection/components/save-button.tsx',
);
const subscribeToNothing = () => () => {};
// Report: for signed-in readers who are not the owner; visitors never download it.
const reportProject = lazyPart(
  () => import('../components/report-project-button').then((module) => module.ReportProjectButton),
  'src/features/projects/components/report-project-button.tsx',
);

/** The project's own links that are set, in the order the page shows them. */
function externalLinks(project: ProjectDetail, t: Translator['t']) {
  const links = [
    { key: 'code', href: project.githubUrl, label: t('project.link.code'), icon: Code2 },
    { key: 'live', href: project.liveUrl, label: t('project.link.liveDemo'), icon: ExternalLink },
    { key: 'video', href: project.youtubeUrl, label: t('project.link.video'), icon: PlayCircle },
  ];
  return links.flatMap((link) => (link.href ? [{ ...link, href: link.href }] : []));
}

/** /projects/:slug (spec §2). The owner's Edit opens the edit page (decision 3). */
export function ProjectDetailPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const { t } = useI18n();
  const categoryLabel = useCategoryLabel();
  const query = useProjectBySlug(slug);
  const project = query.data;
  // A suspended, banned or unverified owner cannot edit, delete or change media: not offered then.
  const mayManage = Boolean(user && project && user.id === project.userId && !isRestricted(user));
  usePageHead(projectHead(project, query.error, useSite().name, t));
  // False on the server and while hydrating: see saveButton.
  const running = useSyncExternalStore(subscribeToNothing, () => true, () => false);

  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/'));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Button variant="ghost" size="sm" onClick={back} className="-ms-2 mb-4 text-muted-foreground">
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t('project.back')}
      </Button>

      {query.isPending ? (
        <Suspense fallback={null}>
          <ShowPart part={detailSkeleton} />
        </Suspense>
      ) : !project ? (
        <Suspense fallback={<ServerPending />}>
          <ShowPart part={loadError} error={query.error} onRetry={() => query.refetch()} />
        </Suspense>
      ) : (
        <article className="flex flex-col gap-8">
          <header className="flex flex-col gap-4">
            {project.categories.length > 0 ? (
              <ul aria-label={t('project.categories')} className="flex flex-wrap gap-1.5">
                {project.categories.map((category) => (
                  <li key={category}>
                    <Badge variant="accent">{categoryLabel(category)}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <h1 className="text-3xl font-semibold tracking-tight text-balance wrap-anywhere sm:text-4xl">{project.title}</h1>
            {project.published ? null : (
              <Suspense fallback={<ServerPending />}>
                <ShowPart part={draftNotice} />
              </Suspense>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <LikeButton projectId={project.id} likesCount={project.likesCount} signedIn={Boolean(user)} />
              {running ? (
                <Suspense fallback={<span className="h-10 w-24" />}>
                  <ShowPart part={saveButton} projectId={project.id} projectTitle={project.title} savesCount={project.savesCount} />
                </Suspense>
              ) : (
                <span className="h-10 w-24" />
              )}
              {externalLinks(project, t).map(({ key, href, label, icon: Icon }) => (
                <Button key={key} asChild variant="outline">
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    <Icon aria-hidden="true" />
                    {label}
                  </a>
                </Button>
              ))}
              {user ? (
                <Suspense fallback={null}>
                  {mayManage ? <ShowPart part={ownerActions} projectId={project.id} projectTitle={project.title} /> : null}
                  {/* Never fetched for the owner: their page loads nothing it will not show. */}
                  {user.id === project.user.id ? null : <ShowPart part={reportProject} viewer={user} project={project} />}
                </Suspense>
              ) : null}
            </div>
          </header>

          {/* On phones the facts come between the media and the comments; on wide screens they form a column. */}
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-x-8">
            <div className="flex min-w-0 flex-col gap-10">
              {project.media.length > 0 ? (
                <ShowWhenVisible
                  part={mediaGallery}
                  projectId={project.id}
                  title={project.title}
                  media={project.media}
                  previewId={effectivePreviewId(project.previewMediaId, project.media)}
                  isOwner={mayManage}
                />
              ) : null}
              <ShowWhenVisible part={projectAbout} project={project} />
            </div>
            <div className="min-w-0 lg:row-span-2 lg:self-start">
              <ShowWhenVisible part={projectAside} project={project} />
            </div>
            <div className="min-w-0">
              <ShowWhenVisible part={commentsSection} projectId={project.id} signedIn={Boolean(user)} />
            </div>
          </div>
        </article>
      )}
    </div>
  );
}

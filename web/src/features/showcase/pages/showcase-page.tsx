import type { ProjectListItem } from '@common/projects';
import { AddProjectButton } from '@web/entities/project/components/add-project-button';
import { ProjectGrid, ProjectGridSkeleton } from '@web/entities/project/components/project-grid';
import { ProjectOwnerMenu } from '@web/entities/project/components/project-owner-menu';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Spinner } from '@web/components/ui/spinner';
import { useDeleteProject } from '@web/entities/project/api/delete-project';
import { useDeveloperProjects } from '@web/entities/developer/api/get-developer-projects';
import { contentRestriction } from '@web/entities/account/lib/account-permissions';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { useI18n } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CircleAlert, ImageUp, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { ProfileCard } from '../components/profile-card';

/** All of one's own projects, drafts included, on one page. */
const SHOWCASE_LIMIT = 100;

/** /showcase (spec §2): your projects (drafts too) and your profile card; visitors are asked to log in. */
export function ShowcasePage() {
  const { t } = useI18n();
  useDocumentTitle(t('discover.showcase.title'));
  const { user, isLoading } = useCurrentUser();
  const projects = useDeveloperProjects(user?.id, SHOWCASE_LIMIT);
  const deleteProject = useDeleteProject();

  // Until the account is known, a signed-in member must not see the visitor's prompt flash by.
  if (isLoading) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner className="size-8" label={t('discover.showcase.loading')} />
      </div>
    );
  }
  if (!user) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
        <EmptyState
          icon={LogIn}
          title={t('discover.showcase.signIn')}
          headingLevel={1}
          description={t('discover.showcase.signInText')}
          action={
            <Button asChild>
              <Link href="/login?next=%2Fshowcase">{t('discover.showcase.logIn')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const renderMenu = (project: ProjectListItem) => (
    <ProjectOwnerMenu project={project} onDelete={() => deleteProject.mutateAsync(project.id)} />
  );
  const list = projects.data?.projects ?? [];
  const restriction = contentRestriction(user);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[280px_minmax(0,1fr)]">
      <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <ProfileCard user={user} projectCount={projects.data?.total} />
      </div>
      <section aria-labelledby="my-projects-title" className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="my-projects-title" className="text-2xl font-semibold tracking-tight">
            {t('discover.showcase.myProjects')}
          </h1>
          {list.length > 0 ? <AddProjectButton size="sm" explainUnverified /> : null}
        </div>
        {projects.isPending ? (
          <ProjectGridSkeleton className="lg:grid-cols-2 xl:grid-cols-3" />
        ) : list.length > 0 ? (
          <ProjectGrid projects={list} renderMenu={renderMenu} label={t('discover.showcase.myProjectsList')} className="lg:grid-cols-2 xl:grid-cols-3" />
        ) : projects.isError ? (
          <EmptyState
            icon={CircleAlert}
            title={t('discover.showcase.loadFailed')}
            action={<Button onClick={() => projects.refetch()}>{t('discover.tryAgain')}</Button>}
          />
        ) : (
          <EmptyState
            icon={ImageUp}
            title={t('discover.showcase.upload')}
            description={
              restriction?.message ?? t('discover.showcase.uploadText')
            }
            action={<AddProjectButton label={t('discover.showcase.uploadProject')} plain />}
          />
        )}
      </section>
    </div>
  );
}

import type { ProjectDetail } from '@common/projects';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { contentRestriction } from '@web/entities/account/lib/account-permissions';
import { RestrictedNotice } from '../components/restricted-notice';
import { parseApiError } from '@web/lib/request';
import { showRequestError } from '@web/lib/error-toast';
import { isUnauthorizedError, redirectToLogin } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { type Translator, useI18n } from '@web/lib/i18n';
import { useRequireSignIn } from '@web/entities/account/lib/use-require-sign-in';
import { Code2, FileText, ImagePlus, ListChecks, Settings2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { useProject } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import { EditMedia } from '../components/edit-media';
import { FormActions, FormSection } from '@web/components/ui/form-section';
import { ProjectLoadError } from '../components/project-load-error';
import {
  CategoriesField,
  ContentField,
  DescriptionField,
  LinkFields,
  PublishingFields,
  TagsField,
  TechnologiesField,
  TitleField,
} from '../components/project-fields';
import { formFromProject, type ProjectFormValues, validateEdit, validationText } from '../lib/project-form';
import { clearWriteupDraft } from '@web/entities/writeup/lib/use-writeup-draft';

/** The server's reason when it gave one: a suspended owner is refused for that, not for ownership. */
const accessDenied = (t: Translator['t'], reason?: string | null) =>
  toast({ title: t('projectEditor.accessDenied'), description: reason ?? t('projectEditor.onlyOwn'), variant: 'destructive' });

/** /edit-project/:id (spec §2): owner only; visitors go to /, others get 'Access Denied' and go to /. */
export function EditProjectPage() {
  const { t } = useI18n();
  useDocumentTitle(t('projectEditor.editTitle'));
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useRequireSignIn('home');
  const [, navigate] = useLocation();
  const query = useProject(id, Boolean(user));
  const project = query.data;
  const denied = Boolean(user && project && project.userId !== user.id);
  const announced = useRef(false);

  useEffect(() => {
    if (!denied || announced.current) return;
    announced.current = true;
    accessDenied(t);
    navigate('/', { replace: true });
  }, [denied, navigate, t]);

  if (!user || denied) return null;
  // Reached by its address while read-only: say why instead of a form the server would refuse.
  const restriction = contentRestriction(user);
  if (restriction) return <RestrictedNotice title={t('projectEditor.cannotEdit')} reason={restriction.message} />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      {query.isPending ? (
        <div role="status" aria-label={t('projectEditor.loading')} className="flex flex-col gap-6">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      ) : project ? (
        <EditProjectForm project={project} />
      ) : (
        <ProjectLoadError error={query.error} onRetry={() => query.refetch()} />
      )}
    </div>
  );
}

/** Filled once from the loaded project, so a background refresh never overwrites unsaved edits. */
function EditProjectForm({ project }: { project: ProjectDetail }) {
  const { t, error: serverText } = useI18n();
  const [, navigate] = useLocation();
  const form = useForm<ProjectFormValues>({ defaultValues: formFromProject(project) });
  const updateProject = useUpdateProject();

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = validateEdit(values);
    if (!checked.ok) {
      toast({ title: t('projectEditor.validationError'), description: validationText(checked.message, { t, error: serverText }), variant: 'destructive' });
      return;
    }
    try {
      const saved = await updateProject.mutateAsync({ id: project.id, input: checked.value });
      clearWriteupDraft(`project:${project.id}`);
      toast({ title: t('projectEditor.updated'), variant: 'success' });
      navigate(`/projects/${saved.slug}`);
    } catch (error) {
      if (isUnauthorizedError(error)) return redirectToLogin({ to: 'home' });
      const { status, message } = parseApiError(error);
      if (status === 403) return accessDenied(t, message);
      // Spec §8 words this failure itself.
      showRequestError(error, t('projectEditor.updateFailed'), { serverMessage: false });
    }
  });

  const saving = form.formState.isSubmitting;
  return (
    <>
      <div className="mb-8">
        <h1 className="text-3xl font-semibold tracking-tight">{t('projectEditor.editTitle')}</h1>
        <p className="mt-2 truncate text-muted-foreground">{project.title}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <FormSection title={t('projectEditor.basic')} icon={FileText}>
          <TitleField form={form} />
          <DescriptionField form={form} />
        </FormSection>

        <FormSection title={t('projectEditor.details')} description={t('projectEditor.detailsText')} icon={ListChecks}>
          <ContentField form={form} draftKey={`project:${project.id}`} savedValue={project.content ?? ''} />
          <CategoriesField form={form} />
          <LinkFields form={form} />
          <TagsField form={form} />
        </FormSection>

        <FormSection title={t('projectEditor.media')} description={t('projectEditor.mediaSavedAtOnce')} icon={ImagePlus}>
          <EditMedia project={project} />
        </FormSection>

        <FormSection title={t('projectEditor.technologiesUsed')} icon={Code2}>
          <TechnologiesField form={form} />
        </FormSection>

        <FormSection title={t('projectEditor.settings')} icon={Settings2}>
          <PublishingFields form={form} featuredLabel={t('projectEditor.featuredEdit')} />
        </FormSection>

        <FormActions>
          <Button type="submit" disabled={saving}>
            {saving ? t('projectEditor.saving') : t('projectEditor.save')}
          </Button>
          <Button asChild variant="outline">
            <Link href={`/projects/${project.slug}`}>{t('projectEditor.view')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/">{t('projectEditor.cancel')}</Link>
          </Button>
        </FormActions>
      </form>
    </>
  );
}

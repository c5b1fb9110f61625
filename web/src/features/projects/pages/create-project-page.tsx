import type { UploadResult } from '@common/uploads';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { contentRestriction } from '@web/entities/account/lib/account-permissions';
import { RestrictedNotice } from '../components/restricted-notice';
import { apiErrorMessage } from '@web/lib/request';
import { showRequestError } from '@web/lib/error-toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useI18n } from '@web/lib/i18n';
import { useRequireSignIn } from '@web/entities/account/lib/use-require-sign-in';
import { Code2, FileText, ImagePlus, Link2, Rocket } from 'lucide-react';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { addMedia } from '../api/add-media';
import { useCreateProject } from '../api/create-project';
import { FormActions, FormSection } from '@web/components/ui/form-section';
import { MediaUploader } from '../components/media-uploader';
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
import { EMPTY_PROJECT_FORM, type ProjectFormValues, validateCreate, validationText } from '../lib/project-form';
import { useUploads } from '../lib/use-uploads';
import { clearWriteupDraft } from '@web/entities/writeup/lib/use-writeup-draft';

/** Where the write-up of a project not yet created is kept while it is written. */
const NEW_PROJECT_DRAFT = 'project:new';

/** /create-project (spec §2): five sections; saved first, then each upload attached with its order. */
export function CreateProjectPage() {
  const { t, error: serverText } = useI18n();
  useDocumentTitle(t('projectEditor.createDocumentTitle'));
  const { user } = useRequireSignIn();
  const [, navigate] = useLocation();
  const form = useForm<ProjectFormValues>({ defaultValues: EMPTY_PROJECT_FORM });
  const createProject = useCreateProject();
  const onUploadError = useCallback(
    (_file: File, error: unknown) => {
      toast({ title: t('projectEditor.uploadError'), description: apiErrorMessage(error, t('projectEditor.uploadFailed')), variant: 'destructive' });
    },
    [t],
  );
  const validationError = (description: string) => toast({ title: t('projectEditor.validationError'), description, variant: 'destructive' });
  const uploads = useUploads({ onError: onUploadError });

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploads.uploading) {
      validationError(t('projectEditor.waitForUploads'));
      return;
    }
    const checked = validateCreate(values, uploads.done.length);
    if (!checked.ok) {
      validationError(validationText(checked.message, { t, error: serverText }));
      return;
    }
    try {
      const created = await createProject.mutateAsync(checked.value);
      // Spec §4: each medium goes up with its order index and its failure is not shown. Waiting for
      // them (unlike the original) means the project page opens with its media in place.
      await Promise.allSettled(
        uploads.done.map((upload: UploadResult, order) => addMedia({ projectId: created.id, type: upload.type, url: upload.url, order })),
      );
      clearWriteupDraft(NEW_PROJECT_DRAFT);
      toast({ title: t('projectEditor.created'), variant: 'success' });
      navigate(`/projects/${created.slug}`);
    } catch (error) {
      showRequestError(error, t('projectEditor.createFailed'));
    }
  });

  if (!user) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner className="size-8" label={t('projectEditor.redirecting')} />
      </div>
    );
  }

  // Reached by its address while read-only: say why instead of a form the server would refuse.
  const restriction = contentRestriction(user);
  if (restriction) return <RestrictedNotice title={t('projectEditor.cannotAdd')} reason={restriction.message} />;

  const saving = form.formState.isSubmitting;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-8">
        <h1 className="text-3xl font-semibold tracking-tight">{t('projectEditor.createTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('projectEditor.createIntro')}</p>
      </div>

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <FormSection title={t('projectEditor.basic')} description={t('projectEditor.basicText')} icon={FileText}>
          <TitleField form={form} />
          <DescriptionField form={form} />
          <ContentField form={form} draftKey={NEW_PROJECT_DRAFT} savedValue="" />
          <CategoriesField form={form} />
        </FormSection>

        <FormSection title={t('projectEditor.media')} description={t('projectEditor.mediaText')} icon={ImagePlus}>
          <MediaUploader uploads={uploads.items} onFiles={uploads.add} onRemove={uploads.remove} />
        </FormSection>

        <FormSection title={t('projectEditor.technologiesUsed')} description={t('projectEditor.technologiesText')} icon={Code2}>
          <TechnologiesField form={form} />
        </FormSection>

        <FormSection title={t('projectEditor.linksAndTags')} description={t('projectEditor.linksText')} icon={Link2}>
          <LinkFields form={form} />
          <TagsField form={form} />
        </FormSection>

        <FormSection title={t('projectEditor.publishing')} icon={Rocket}>
          <PublishingFields form={form} featuredLabel={t('projectEditor.featuredCreate')} />
        </FormSection>

        <FormActions>
          <Button type="submit" disabled={saving || uploads.uploading}>
            {saving ? t('projectEditor.creating') : uploads.uploading ? t('projectEditor.uploadingFiles') : t('projectEditor.create')}
          </Button>
          <Button asChild variant="outline">
            <Link href="/">{t('projectEditor.cancel')}</Link>
          </Button>
        </FormActions>
      </form>
    </div>
  );
}

import type { UploadResult } from '@common/uploads';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { contentRestriction } from '@web/entities/account/lib/account-permissions';
import { RestrictedNotice } from '../components/restricted-notice';
import { apiErrorMessage } from '@web/lib/request';
import { showRequestError } from '@web/lib/error-toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
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
import { EMPTY_PROJECT_FORM, type ProjectFormValues, validateCreate } from '../lib/project-form';
import { useUploads } from '../lib/use-uploads';
import { clearWriteupDraft } from '@web/entities/writeup/lib/use-writeup-draft';

/** Where the write-up of a project not yet created is kept while it is written. */
const NEW_PROJECT_DRAFT = 'project:new';

const validationError = (description: string) => toast({ title: 'Validation Error', description, variant: 'destructive' });

/** /create-project (spec §2): five sections; saved first, then each upload attached with its order. */
export function CreateProjectPage() {
  useDocumentTitle('Create Project');
  const { user } = useRequireSignIn();
  const [, navigate] = useLocation();
  const form = useForm<ProjectFormValues>({ defaultValues: EMPTY_PROJECT_FORM });
  const createProject = useCreateProject();
  const onUploadError = useCallback((_file: File, error: unknown) => {
    toast({ title: 'Upload Error', description: apiErrorMessage(error, 'Failed to upload file'), variant: 'destructive' });
  }, []);
  const uploads = useUploads({ onError: onUploadError });

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploads.uploading) {
      validationError('Please wait until your files have finished uploading');
      return;
    }
    const checked = validateCreate(values, uploads.done.length);
    if (!checked.ok) {
      validationError(checked.message);
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
      toast({ title: 'Project created successfully!', variant: 'success' });
      navigate(`/projects/${created.slug}`);
    } catch (error) {
      showRequestError(error, 'Failed to create project');
    }
  });

  if (!user) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner className="size-8" label="Redirecting to sign in" />
      </div>
    );
  }

  // Reached by its address while read-only: say why instead of a form the server would refuse.
  const restriction = contentRestriction(user);
  if (restriction) return <RestrictedNotice title="You cannot add projects right now" reason={restriction.message} />;

  const saving = form.formState.isSubmitting;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-8">
        <h1 className="text-3xl font-semibold tracking-tight">Create New Project</h1>
        <p className="mt-2 text-muted-foreground">Show the community what you built: media first, then the story and the stack.</p>
      </div>

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <FormSection title="Basic Information" description="Name it, describe it, and pick 1 to 3 categories." icon={FileText}>
          <TitleField form={form} />
          <DescriptionField form={form} />
          <ContentField form={form} draftKey={NEW_PROJECT_DRAFT} savedValue="" />
          <CategoriesField form={form} />
        </FormSection>

        <FormSection title="Project Media" description="At least one image or video. The first one becomes the card preview." icon={ImagePlus}>
          <MediaUploader uploads={uploads.items} onFiles={uploads.add} onRemove={uploads.remove} />
        </FormSection>

        <FormSection title="Technologies Used" description="What it is built with." icon={Code2}>
          <TechnologiesField form={form} />
        </FormSection>

        <FormSection title="Links & Tags" description="Where to see it running, read the code or watch a demo." icon={Link2}>
          <LinkFields form={form} />
          <TagsField form={form} />
        </FormSection>

        <FormSection title="Publishing Options" icon={Rocket}>
          <PublishingFields form={form} featuredLabel="Submit for featured showcase" />
        </FormSection>

        <FormActions>
          <Button type="submit" disabled={saving || uploads.uploading}>
            {saving ? 'Creating...' : uploads.uploading ? 'Uploading...' : 'Create Project'}
          </Button>
          <Button asChild variant="outline">
            <Link href="/">Cancel</Link>
          </Button>
        </FormActions>
      </form>
    </div>
  );
}

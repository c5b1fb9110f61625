import { createProjectSchema, type ProjectDetail, updateProjectSchema } from '@common/projects';
import { MAX_CATEGORIES } from '@common/projects-constants';
import type { UiMessageId } from '@common/i18n/messages/ui/en';
import type { Translator } from '@web/lib/i18n';

/** What the create and edit forms hold; texts stay raw until submit (the schemas trim them). */
export interface ProjectFormValues {
  title: string;
  description: string;
  content: string;
  categories: string[];
  technologies: string[];
  tags: string[];
  githubUrl: string;
  liveUrl: string;
  youtubeUrl: string;
  featured: boolean;
  published: boolean;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  description: '',
  content: '',
  categories: [],
  technologies: [],
  tags: [],
  githubUrl: '',
  liveUrl: '',
  youtubeUrl: '',
  featured: false,
  // Spec §4: published by default on create.
  published: true,
};

/** Spec §5, word for word. */
export const VALIDATION_MESSAGES = {
  title: 'Project title is required',
  noCategory: 'Please select at least one category',
  tooManyCategories: 'Please select no more than 3 categories',
  noMedia: 'Please upload at least one image or video to showcase your project',
  editCategory: 'Please select a category',
  checkForm: 'Please check the form',
} as const;

/** The catalogue's id of each message above; the checks keep answering in English (the spec's words). */
const VALIDATION_MESSAGE_IDS: Record<string, UiMessageId> = {
  [VALIDATION_MESSAGES.title]: 'projectEditor.titleRequired',
  [VALIDATION_MESSAGES.noCategory]: 'projectEditor.noCategory',
  [VALIDATION_MESSAGES.tooManyCategories]: 'projectEditor.tooManyCategories',
  [VALIDATION_MESSAGES.noMedia]: 'projectEditor.noMedia',
  [VALIDATION_MESSAGES.editCategory]: 'projectEditor.chooseCategory',
  [VALIDATION_MESSAGES.checkForm]: 'projectEditor.checkForm',
};

/** A check's message in the reader's language: the form's own by id, a shared schema's through the errors catalogue. */
export function validationText(message: string, { t, error }: Pick<Translator, 't' | 'error'>): string {
  const id = VALIDATION_MESSAGE_IDS[message];
  return id ? t(id) : error(message);
}

export function formFromProject(project: ProjectDetail): ProjectFormValues {
  return {
    title: project.title,
    description: project.description ?? '',
    content: project.content ?? '',
    categories: [...project.categories],
    technologies: [...project.technologies],
    tags: [...project.tags],
    githubUrl: project.githubUrl ?? '',
    liveUrl: project.liveUrl ?? '',
    youtubeUrl: project.youtubeUrl ?? '',
    featured: project.featured,
    published: project.published,
  };
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** Create (spec §5): title, 1 to 3 categories, at least one uploaded medium, then the shared schema. */
export function validateCreate(values: ProjectFormValues, uploadedMedia: number): Checked<ReturnType<typeof createProjectSchema.parse>> {
  if (!values.title.trim()) return { ok: false, message: VALIDATION_MESSAGES.title };
  if (values.categories.length < 1) return { ok: false, message: VALIDATION_MESSAGES.noCategory };
  if (values.categories.length > MAX_CATEGORIES) return { ok: false, message: VALIDATION_MESSAGES.tooManyCategories };
  if (uploadedMedia < 1) return { ok: false, message: VALIDATION_MESSAGES.noMedia };
  const parsed = createProjectSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.checkForm };
  return { ok: true, value: parsed.data };
}

/** Edit (spec §5): title and a category; empty optional texts go out as null. */
export function validateEdit(values: ProjectFormValues): Checked<ReturnType<typeof updateProjectSchema.parse>> {
  if (!values.title.trim()) return { ok: false, message: VALIDATION_MESSAGES.title };
  if (values.categories.length < 1) return { ok: false, message: VALIDATION_MESSAGES.editCategory };
  if (values.categories.length > MAX_CATEGORIES) return { ok: false, message: VALIDATION_MESSAGES.tooManyCategories };
  const parsed = updateProjectSchema.safeParse(values);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? VALIDATION_MESSAGES.checkForm };
  return { ok: true, value: parsed.data };
}

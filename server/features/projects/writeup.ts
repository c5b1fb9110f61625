import type { AppDependencies } from '../../core/dependencies';
import type { ProjectRecord, WriteupFields } from '../../core/projects/project-repository';
import { claimWriteupImages } from '../../core/uploads/repository';
import { renderWriteup, WRITEUP_RENDERER_VERSION } from '../../platform/writeups/render';
import * as repository from './repository';

/** The derived columns of a project's write-up (decision 0030). */
export interface ContentRendering {
  contentHtml: string | null;
  contentText: string | null;
  contentToc: WriteupFields['contentToc'];
  contentRenderer: number;
}

/** Renders the Markdown of a project's content into the columns stored beside it. */
export async function renderContent(deps: AppDependencies, content: string | null): Promise<ContentRendering & { images: string[] }> {
  const rendered = await renderWriteup(deps, content);
  return {
    contentHtml: content === null ? null : rendered.html,
    contentText: content === null ? null : rendered.text,
    contentToc: rendered.toc,
    contentRenderer: rendered.version,
    images: rendered.images,
  };
}

/** Keeps the images the write-up shows for as long as the project is there (not swept as orphans). */
export async function keepWriteupImages(deps: AppDependencies, userId: string, projectId: string, images: readonly string[]) {
  await claimWriteupImages(deps.database.db, userId, projectId, images);
}

/**
 * A project rendered by an older renderer (or never: rows from before decision 0030) is rendered
 * now and stored, so the next reader gets it straight from the row. Changes the record in place.
 */
export async function freshenContent<P extends ProjectRecord & WriteupFields>(deps: AppDependencies, project: P): Promise<P> {
  if (project.contentRenderer === WRITEUP_RENDERER_VERSION) return project;
  const { images: _images, ...rendering } = await renderContent(deps, project.content);
  await repository.storeContentRendering(deps.database.db, project.id, project.content, rendering);
  return Object.assign(project, rendering);
}

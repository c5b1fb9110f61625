import type { ProjectDetail } from '@common/projects';
import { WriteupToc } from '@web/entities/writeup/components/writeup-toc';
import { useI18n } from '@web/lib/i18n';

/**
 * 'About this project' (spec §2): the short description, then the write-up as the server rendered
 * its Markdown (decision 0030), with a table of contents when it is long enough to need one.
 */
export function ProjectAbout({ project }: { project: Pick<ProjectDetail, 'description' | 'content' | 'contentHtml' | 'contentToc'> }) {
  const { t } = useI18n();
  const hasWriteup = Boolean(project.contentHtml || project.content);
  return (
    <section aria-labelledby="about-title" className="flex flex-col gap-3">
      <h2 id="about-title" className="text-lg font-semibold">
        {t('project.about')}
      </h2>
      {project.description || hasWriteup ? (
        <div className="flex flex-col gap-4 leading-relaxed">
          {project.description ? <p className="text-base text-foreground wrap-anywhere">{project.description}</p> : null}
          <WriteupToc entries={project.contentToc} label={t('project.contents')} />
          {project.contentHtml ? (
            // Not through WriteupHtml: that shared chunk would cost the page's first load a request
            // and the bytes of an import (bench/first-load.ts budget).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized Markdown rendering (decision 0030)
            <div className="writeup" dangerouslySetInnerHTML={{ __html: project.contentHtml }} />
          ) : project.content ? (
            <p className="whitespace-pre-line break-words text-muted-foreground">{project.content}</p>
          ) : null}
        </div>
      ) : (
        <p className="text-muted-foreground">{t('project.noDescription')}</p>
      )}
    </section>
  );
}

import { z } from 'zod';
import { CONTENT_MAX_LENGTH } from './projects-constants';

/**
 * Write-ups (a project's content, a profile's bio) are Markdown, rendered to safe HTML on the
 * server (decision 0030). These are the parts both sides share.
 */

/** The longest write-up there is (a project's content; a bio is shorter): a preview takes no more. */
export const WRITEUP_PREVIEW_MAX_LENGTH = CONTENT_MAX_LENGTH;

/** A write-up with at least this many headings gets a table of contents on its page. */
export const WRITEUP_TOC_MIN_HEADINGS = 3;

/** The write-up's first words without markup, for link previews and feeds. */
export const CONTENT_EXCERPT_LENGTH = 300;

export const writeupTocEntrySchema = z.object({ id: z.string(), text: z.string(), level: z.number().int() });
export type WriteupTocEntry = z.infer<typeof writeupTocEntrySchema>;

/** What the server made of a write-up: the HTML to show and, for long ones, its sections. */
export const renderedWriteupSchema = z.object({ html: z.string(), toc: z.array(writeupTocEntrySchema) });
export type RenderedWriteup = z.infer<typeof renderedWriteupSchema>;

/** POST /api/markdown/preview: what the editor's Preview tab shows, rendered as a save would. */
export const markdownPreviewSchema = z.object({
  markdown: z
    .string({ error: 'markdown is required' })
    .max(WRITEUP_PREVIEW_MAX_LENGTH, { error: `A write-up must be at most ${WRITEUP_PREVIEW_MAX_LENGTH} characters` }),
});
export type MarkdownPreviewInput = z.infer<typeof markdownPreviewSchema>;

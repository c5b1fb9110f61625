import { z } from 'zod';

/**
 * Write-ups (a project's content, a profile's bio) are Markdown, rendered to safe HTML on the
 * server (decision 0030). These are the parts both sides share.
 */

/** A write-up with at least this many headings gets a table of contents on its page. */
export const WRITEUP_TOC_MIN_HEADINGS = 3;

export const writeupTocEntrySchema = z.object({ id: z.string(), text: z.string(), level: z.number().int() });
export type WriteupTocEntry = z.infer<typeof writeupTocEntrySchema>;

/** What the server made of a write-up: the HTML to show and, for long ones, its sections. */
export const renderedWriteupSchema = z.object({ html: z.string(), toc: z.array(writeupTocEntrySchema) });
export type RenderedWriteup = z.infer<typeof renderedWriteupSchema>;

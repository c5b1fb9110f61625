import type { FastifyBaseLogger } from 'fastify';
import { codeHighlighter } from './highlighter';
import { createWriteupRenderer, type WriteupRenderer } from './render';

/** A renderer for unit tests, on a highlighter of its own (no app around it). */
export async function testWriteupRenderer(): Promise<WriteupRenderer> {
  return createWriteupRenderer(await codeHighlighter.create(undefined, {} as FastifyBaseLogger));
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { markdownPreviewSchema, renderedWriteupSchema } from '../../../common/writeups';
import { activeUserFirst } from '../../core/people/guards';
import { perAddress } from '../../platform/rate-limits';
import { writeupRendererOf } from '../../platform/writeups/render';

const MINUTE = 60 * 1000;

/**
 * POST /api/markdown/preview (decision 0030): the editor's Preview tab, rendered by the same
 * renderer as a save, so what the writer sees is what readers will. For those who may write
 * (signed in, active): rendering with highlighting costs CPU, so it is no open service, and the
 * limit allows a preview every second or so of one writer's session.
 */
export async function writeupRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/markdown/preview',
    {
      ...activeUserFirst,
      config: perAddress(60, MINUTE),
      schema: { tags: ['projects'], summary: 'Render a write-up as it would be saved', body: markdownPreviewSchema, response: { 200: renderedWriteupSchema } },
    },
    async (request) => {
      const { html, toc } = (await writeupRendererOf(deps)).render(request.body.markdown);
      return { html, toc };
    },
  );
}

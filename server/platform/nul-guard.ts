import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField, notFound } from './errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * PostgreSQL refuses a NUL character in text, so one reaching a query fails the whole request
 * with a 500. No route has a use for it, so it is refused here, once for every route, before
 * validation: in a path parameter the id or slug cannot exist (404, as for any unknown id); in the
 * query or a JSON body it is bad input (400 naming the field). Multipart bodies are read by their
 * routes, which store bytes, not text.
 *
 * This runs on every request, so the parsed parameters and query are walked only when the URL
 * they were decoded from holds `%00`: an HTTP request line cannot carry a raw NUL, so that is the
 * only way one gets into them. A request without a body costs one scan of its URL.
 */
export const nulGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.url.includes('%00')) {
      if (nulPath(request.params) !== undefined) throw notFound();
      const inQuery = nulPath(request.query);
      if (inQuery !== undefined) throw invalidField(inQuery, NUL_MESSAGE);
    }
    const inBody = nulPath(request.body);
    if (inBody !== undefined) throw invalidField(inBody, NUL_MESSAGE);
  });
});

/**
 * Where the first NUL sits in a parsed value (its keys included), as a dotted path like the
 * validation errors' fields ('' for the value itself); undefined when there is none. Walked with
 * a stack, not recursion: a 1 MB body can nest deeper than the call stack goes.
 */
export function nulPath(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

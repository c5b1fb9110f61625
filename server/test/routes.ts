import type { FastifyInstance } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every route the app has registered, as "METHOD /path" (`:id` style), read from Fastify's own
 * router rather than from the OpenAPI document, so a route left out of the document (or hidden
 * from it) is listed too. `printRoutes` draws a tree: each line is a path piece under its parent,
 * four characters of indentation a level, with the methods served where a route ends. The full
 * tree, not the `commonPrefix: false` one: that drops a wildcard under a plain prefix
 * (`/uploads/*`) and prints the root catch-all as `*`.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const pieces: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    pieces.length = depth;
    pieces.push(match[2] ?? '');
    const path = pieces.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return [...new Set(routes)].sort();
}

/** The registered routes that change state (POST, PUT, PATCH, DELETE). */
export function stateChangingRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app).filter((route) => STATE_CHANGING.has(route.split(' ')[0] ?? ''));
}

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every staff route (under /api/admin/, whichever plugin registers it), each path parameter filled
 * with `fill`: the staff gates run before any id is looked at, so any value reaches them.
 */
export function staffRoutes(app: FastifyInstance, fill = '00000000-0000-4000-8000-000000000000'): { method: RouteMethod; path: string }[] {
  return registeredRoutes(app)
    .map((route) => route.split(' ') as [string, string])
    .filter(([method, path]) => method !== 'HEAD' && method !== 'OPTIONS' && path.startsWith('/api/admin/'))
    .map(([method, path]) => ({ method: method as RouteMethod, path: path.replace(/:[^/]+/g, fill) }));
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls from another site are refused. Browsers send Sec-Fetch-Site and Origin on
 * such requests and scripts cannot forge them; clients that send neither (curl, tests) are not a
 * CSRF vector since they hold their own cookies.
 */
export const csrfProtection = fp(async (app: FastifyInstance) => {
  const allowedOrigin = new URL(app.deps.config.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw forbidden('Cross-site requests are not allowed');
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin && fetchSite !== 'same-origin') {
      throw forbidden('Cross-site requests are not allowed');
    }
  });
});

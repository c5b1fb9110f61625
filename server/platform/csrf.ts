import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is called from other sites on purpose (RFC 8058 one-click unsubscribe: the mail
     * provider posts). Only for routes that never act on the session cookie: their proof is in
     * the request itself, so a forged cross-site call can do nothing the caller could not.
     */
    crossSite?: boolean;
  }
}

/**
 * State-changing calls from another site are refused. Browsers send Sec-Fetch-Site and Origin on
 * such requests and scripts cannot forge them; clients that send neither (curl, tests) are not a
 * CSRF vector since they hold their own cookies.
 */
export const csrfProtection = fp(async (app: FastifyInstance) => {
  const allowedOrigin = new URL(app.deps.config.appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSite) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw forbidden('Cross-site requests are not allowed');
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin && fetchSite !== 'same-origin') {
      throw forbidden('Cross-site requests are not allowed');
    }
  });
});

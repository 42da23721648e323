// Every API route needs a valid session token in the X-Access-Token header (only there), except
// routes marked `config: { public: true }`. Each route may declare the permission code it needs in
// `config.permission`; the `authorize` hook point decides.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from './http-error.ts';

export interface SessionUser {
  id: string;
  username: string;
  realname: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, captcha). */
    public?: boolean;
    /** Permission code the route requires, e.g. wl:site:add (permissionCode() of runtime/core). */
    permission?: string;
    /** Further codes the route needs as well (an export also needs the list code whose data rules scope it). */
    alsoRequires?: string[];
  }
}

/**
 * Permission hook point: may this request use a route that requires `code`? The app uses
 * src/server/platform/permissions (roles, department roles, department grants and sys_permission status).
 */
export type Authorize = (request: FastifyRequest, code: string) => boolean | Promise<boolean>;

export type ResolveSession = (token: string) => Promise<SessionUser | undefined>;

export function registerAuth(app: FastifyInstance, resolve: ResolveSession, authorize: Authorize): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = request.headers['x-access-token'];
    if (typeof token !== 'string' || token === '') throw new HttpError(401, MESSAGES.unauthorized);
    const user = await resolve(token);
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    request.user = user;
    for (const code of [config.permission, ...(config.alsoRequires ?? [])]) {
      if (code && !(await authorize(request, code))) throw new HttpError(403, MESSAGES.forbidden);
    }
  });
}

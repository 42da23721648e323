// After a password reset the user signs in with a one-time password and must choose a new one: until
// then the session may call only the routes marked `config: { duringPasswordChange: true }`
// (updatePassword, logout); everything else is 403 with a clear message.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authorize } from '../../engine/plugins/auth.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Allowed while the signed-in user must change their password. */
    duringPasswordChange?: boolean;
  }
}

export const MUST_CHANGE_PASSWORD = t(
  '您的密码已被重置，请先修改密码',
  'Your password was reset: change it before doing anything else',
);

function check(request: FastifyRequest): void {
  if (!request.user?.mustChangePassword) return;
  if (request.routeOptions.config.duringPasswordChange) return;
  throw new HttpError(403, MUST_CHANGE_PASSWORD);
}

/**
 * Wraps the permission check so routes with a permission code answer with this message rather than
 * "access denied" (the permission check runs inside the auth hook, before any later hook).
 */
export function guardPasswordChange(authorize: Authorize): Authorize {
  return (request, code) => {
    check(request);
    return authorize(request, code);
  };
}

/** For routes without a permission code; register after the auth hook (hooks run in order). */
export function registerPasswordGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    check(request);
    done();
  });
}

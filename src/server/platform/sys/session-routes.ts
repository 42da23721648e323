// Everything of sign-in and sessions, registered in one call inside the API scope, right after the
// auth hook: the must-change-password guard, sign-in/out (password, phone, captcha, SMS), register,
// password changes, freezing, and the online-user list with force-logout.
import type { FastifyInstance } from 'fastify';
import type { Lang, Registry } from '../../../../runtime/core/registry.ts';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import type { DictTable } from './dicts.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { registerOnlineRoutes } from './online-routes.ts';
import { registerPasswordGuard } from './password-guard.ts';
import { registerPasswordRoutes } from './password-routes.ts';
import { limitByIp, type RateLimits } from './rate-limit.ts';
import { registerRegisterRoute } from './register-routes.ts';
import type { SmsSender } from './sms.ts';
import { registerUserStatusRoutes } from './user-status-routes.ts';
import type { AccessOf } from './user-admin.ts';

export interface SessionRoutesOptions extends CrudDeps {
  db: Db;
  dialect: Dialect;
  registry: Registry;
  apiBase: string;
  captcha: boolean;
  smsSender: SmsSender;
  rateLimits: RateLimits;
  dictItems?: (lang: Lang) => DictTable | Promise<DictTable>;
  /** Role code of self-registered users (config REGISTER_ROLE). */
  registerRole: string;
  /** One user's permissions (the permission service): who may manage whom (user-admin.ts). */
  accessOf: AccessOf;
}

export function registerSessionRoutes(api: FastifyInstance, o: SessionRoutesOptions): void {
  registerPasswordGuard(api);
  registerLoginRoutes(api, o.db, o.registry, o);
  registerRegisterRoute(api, o, limitByIp(o.db, o.rateLimits, 'register'), o);
  registerPasswordRoutes(api, o, o.accessOf);
  registerUserStatusRoutes(api, o, o.accessOf);
  registerOnlineRoutes(api, o.db);
}

// What a CRUD handler needs from the app and from the request.
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../../runtime/core/registry.ts';
import type { Db, Dialect } from '../db/database.ts';
import type { SessionUser } from '../plugins/auth.ts';
import { langOf } from '../plugins/i18n.ts';
import { tenantOf } from '../plugins/tenancy.ts';
import type { Cond } from '../db/filter.ts';
import type { EntityModel } from './entity-model.ts';

export interface CrudDeps {
  db: Db;
  dialect: Dialect;
  models: Map<string, EntityModel>;
}

export interface Ctx {
  db: Db;
  dialect: Dialect;
  lang: Lang;
  tenantId: number;
  user: SessionUser;
  requestId: string;
}

export function ctxOf(request: FastifyRequest, deps: CrudDeps, model: EntityModel): Ctx {
  return {
    db: deps.db,
    dialect: deps.dialect,
    lang: langOf(request),
    tenantId: model.tenant ? tenantOf(request) : 0,
    user: request.user!,
    requestId: String(request.id),
  };
}

/** The tenant condition every operation on a tenant entity carries. */
export function tenantScope(model: EntityModel, ctx: Ctx): Cond[] {
  return model.tenant ? [{ op: 'eq', column: 'tenant_id', value: ctx.tenantId }] : [];
}

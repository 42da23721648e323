// May this request read one record? Yes when it holds the entity's list permission and the record lies
// inside its rows (tenant and data rules, as a list or queryById would find it), or when a module's
// plugin gives another way in (`readable` in extensions.ts: a user's own record, an announcement sent
// to the reader). Used where something belongs to records rather than to a route, e.g. an uploaded
// file is served to the readers of the records that hold it (platform/files).
import type { FastifyRequest } from 'fastify';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import { ctxOf, holds, type CrudDeps } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { rawById } from './read.ts';

export async function mayRead(
  request: FastifyRequest,
  deps: CrudDeps,
  model: EntityModel,
  id: string,
): Promise<boolean> {
  if (await holds(deps, request, permissionCode(model.entity, 'list'))) {
    const ctx = await ctxOf(request, deps, model);
    if (await rawById(deps.db, ctx, model, id)) return true;
  }
  const readable = deps.extensions?.of(model.entity.name)?.readable;
  return readable ? readable(request, deps.db, id) : false;
}

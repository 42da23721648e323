// Field guards (`x-write-permission` on a field or an `x-entity.links` entry): the permission code a
// write of that field needs besides the route's own code, enforced by the engine on every door
// (form, API, import, detail rows, workflow actions) like the other field permissions: 403, nothing
// changed. On add a guarded field may only be empty or hold its default; on edit only a changed value
// needs the code (a form sends the stored value back unchanged). A password is never compared: any
// value sent is a change.
import type { WritePermission } from '../../../../runtime/core/registry.ts';
import { HttpError } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import type { Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import type { Rec } from './hooks.ts';

const norm = (v: unknown) =>
  v === null || v === undefined || v === '' ? null : v === true ? '1' : v === false ? '0' : String(v);

/** A link's value as a comparable set: comma-separated ids, order and blanks ignored. */
const linkSet = (v: unknown) =>
  norm(v) === null
    ? ''
    : String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .sort()
        .join(',');

function refuse(title: { zh: string; en: string }): never {
  throw new HttpError(403, t(`无权修改字段: ${title.zh}`, `You are not allowed to change the field: ${title.en}`));
}

async function need(
  ctx: Ctx,
  guard: WritePermission | undefined,
  op: 'add' | 'edit',
  title: { zh: string; en: string },
) {
  const code = guard?.[op];
  if (code && !(await ctx.holds(code))) refuse(title);
}

/**
 * Refuse (403) a write of a guarded field or link this request may not write. `values` are database
 * values by wire name, `extras` the body-only link values; `old` and `links` are the stored row and
 * its stored link values (edit only).
 */
export async function checkFieldGuards(
  ctx: Ctx,
  model: EntityModel,
  values: Rec,
  extras: Rec,
  old?: { row: Rec; links: Rec },
): Promise<void> {
  const op = old ? 'edit' : 'add';
  for (const f of model.guarded) {
    if (!(f.name in values) || !f.def.writePermission?.[op]) continue;
    const v = values[f.name];
    if (old) {
      if (f.def.format !== 'password' && norm(v) === norm(old.row[f.name])) continue;
    } else {
      const dflt = f.def.default === undefined ? null : norm(f.codec.toDb(f.def.default));
      if (norm(v) === null || norm(v) === dflt) continue;
    }
    await need(ctx, f.def.writePermission, op, f.def.title);
  }
  for (const l of model.entity.links ?? []) {
    if (!(l.name in extras) || !l.writePermission?.[op]) continue;
    const sent = linkSet(extras[l.name]);
    if (old ? sent === linkSet(old.links[l.name]) : sent === '') continue;
    await need(ctx, l.writePermission, op, l.title);
  }
}

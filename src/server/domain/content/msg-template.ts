// wl_driver_msg_template (docs/decisions.md#13-message-templates-in-use, spec 000 §4): a template whose STORED useStatus is 1 (in use)
// cannot be edited (422 "此模板已被应用，禁止编辑!", nothing changes) nor deleted. Both checks run
// inside the write's transaction on the stored row as this request may see it (the content module's
// plugin of the entity).
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';

export const TEMPLATE_ENTITY = 'wl_driver_msg_template';
const IN_USE = 1;
export const EDIT_REFUSED = t('此模板已被应用，禁止编辑!', 'This template is in use and cannot be edited!');
export const DELETE_REFUSED = t('此模板已被应用，禁止删除!', 'This template is in use and cannot be deleted!');

function statusColumn(model: EntityModel): string | undefined {
  return model.fields.get('useStatus')?.column;
}

export function templatePlugin(model: EntityModel): EntityHooks | undefined {
  const column = statusColumn(model);
  if (!column) return undefined;
  return {
    async beforeWrite(_trx, _ctx, change) {
      if (change.op === 'edit' && Number(change.before?.useStatus) === IN_USE) throw new HttpError(422, EDIT_REFUSED);
    },
    async beforeDelete(trx, _ctx, ids) {
      if (!ids.length) return;
      const used = await trx
        .selectFrom(model.table)
        .select('id')
        .where('id', 'in', ids)
        .where(column, '=', IN_USE)
        .executeTakeFirst();
      if (used) throw new HttpError(422, DELETE_REFUSED);
    },
  };
}

// wl_driver engine hooks: a confirmPassword sent with the password (not stored) must equal it, else
// 422 两次输入的密码不一样！ and nothing is written; every driver write recounts the fleets (fleet-counts.ts).
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { say, t } from '../../engine/plugins/i18n.ts';
import { verifyPassword } from '../../engine/crud/password.ts';
import type { SideDeps } from '../../engine/crud/side-writes.ts';
import { col, modelOf } from './columns.ts';
import { DRIVER, recountFleets } from './fleet-counts.ts';

export const PASSWORD_MISMATCH = t('两次输入的密码不一样！', 'The two passwords do not match!');

export function driverHooks(deps: SideDeps): EntityHooks {
  const models = deps.models;
  const table = modelOf(models, DRIVER).table;
  const password = col(models, DRIVER, 'password');
  return {
    extraFields: ['confirmPassword'],
    async afterWrite(trx, ctx, id, extras) {
      const confirm = extras.confirmPassword;
      // Sent by API clients on add (and on an edit changing the password); the form's password widget
      // (x-options confirm) has two inputs and sends the password only once they agree.
      if (confirm !== undefined) {
        const row = await trx.selectFrom(table).select(password).where('id', '=', id).executeTakeFirst();
        const hash = row?.[password] as string | undefined;
        if (typeof confirm !== 'string' || !(await verifyPassword(confirm, hash))) {
          const message = say(PASSWORD_MISMATCH, ctx.lang);
          throw new HttpError(422, PASSWORD_MISMATCH, { errors: [{ field: 'confirmPassword', message }] });
        }
      }
      await recountFleets(trx, ctx, deps);
    },
    async beforeDelete(trx, ctx, ids) {
      await recountFleets(trx, ctx, deps, ids);
    },
  };
}

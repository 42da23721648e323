// wl_driver engine hooks: the form's confirmPassword (not stored) must equal the password on add,
// and on an edit that sends a new password; every driver write recounts the fleets (fleet-counts.ts).
import type { EntityHooks } from '../crud/hooks.ts';
import { HttpError } from '../plugins/http-error.ts';
import { say, t } from '../plugins/i18n.ts';
import { verifyPassword } from '../sys/password.ts';
import { col, modelOf, type Models } from './columns.ts';
import { DRIVER, recountFleets } from './fleet-counts.ts';

export const PASSWORD_MISMATCH = t('两次输入的密码不一样！', 'The two passwords do not match!');

export function driverHooks(models: Models): EntityHooks {
  const table = modelOf(models, DRIVER).table;
  const password = col(models, DRIVER, 'password');
  return {
    extraFields: ['confirmPassword'],
    async afterWrite(trx, ctx, id, extras, op) {
      const confirm = extras.confirmPassword;
      // Add: the confirmation is required. Edit: checked when sent (against the stored, maybe new, hash).
      if (op === 'add' || confirm !== undefined) {
        const row = await trx.selectFrom(table).select(password).where('id', '=', id).executeTakeFirst();
        const hash = row?.[password] as string | undefined;
        if (typeof confirm !== 'string' || !(await verifyPassword(confirm, hash))) {
          const message = say(PASSWORD_MISMATCH, ctx.lang);
          throw new HttpError(422, PASSWORD_MISMATCH, { errors: [{ field: 'confirmPassword', message }] });
        }
      }
      await recountFleets(trx, models, ctx.tenantId);
    },
    async beforeDelete(trx, ctx, ids) {
      await recountFleets(trx, models, ctx.tenantId, ids);
    },
  };
}

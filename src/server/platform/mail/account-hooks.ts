// Hooks of the generic engine for sys_email_account. The password never goes through the generic
// field path: it is taken out of add/edit bodies (an extra field), sealed with APP_SECRET
// (secret-box.ts) and written in the same transaction; an empty or absent password on edit keeps
// the stored one. An Excel import's password column is sealed before the insert. Reads never return
// it (x-secret). Saving an account marked default clears the flag on the others.
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityHooks, Rec } from '../../engine/crud/hooks.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { MAIL_MESSAGES } from './messages.ts';
import type { SecretBox } from './secret-box.ts';

const MAX_PASSWORD = 128;

/** The sealed form of a password from a body, or undefined when none was given. */
function sealed(box: SecretBox, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(MAIL_MESSAGES.passwordType);
  if (value.length > MAX_PASSWORD) throw badRequest(MAIL_MESSAGES.passwordTooLong);
  return box.seal(value);
}

export function emailAccountHooks(box: SecretBox, dialect: Dialect): EntityHooks {
  const yes = dialect === 'sqlite' ? 1 : true;
  const no = dialect === 'sqlite' ? 0 : false;
  return {
    extraFields: ['password'],
    async beforeInsert(_trx: Db, _ctx: Ctx, row: Rec) {
      // Only an import carries the column here (add/edit hand the password to afterWrite).
      if ('password' in row) row.password = sealed(box, row.password) ?? null;
    },
    async afterWrite(trx: Db, _ctx: Ctx, id: string, extras: Rec) {
      const password = sealed(box, extras.password);
      if (password !== undefined) {
        await trx.updateTable('sys_email_account').set({ password }).where('id', '=', id).execute();
      }
      const row = await trx
        .selectFrom('sys_email_account')
        .select('is_default')
        .where('id', '=', id)
        .executeTakeFirst();
      if (row && (row.is_default === true || row.is_default === 1)) {
        await trx
          .updateTable('sys_email_account')
          .set({ is_default: no })
          .where('id', '!=', id)
          .where('is_default', '=', yes)
          .execute();
      }
    },
  };
}

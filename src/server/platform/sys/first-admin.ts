// No default passwords: the first start creates `admin` with ADMIN_PASSWORD or a random password
// that the caller prints once.
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';
import { hashPassword, randomPassword } from '../../engine/crud/password.ts';
import { USER_ENABLED } from './session.ts';

/** Returns the new admin's password when the account was created now, otherwise undefined. */
export async function ensureFirstAdmin(db: Db, configured: string | undefined): Promise<string | undefined> {
  const any = await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
  if (any) return undefined;
  const password = configured ?? randomPassword();
  await db
    .insertInto('sys_user')
    .values({
      id: uuidv7(),
      username: 'admin',
      realname: '管理员',
      password: await hashPassword(password),
      status: USER_ENABLED,
      create_by: 'system',
      create_time: nowText(),
      version: 1,
    })
    .execute();
  return password;
}

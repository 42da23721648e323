// Every write records who, when, what in sys_data_log, with the old row for edits and deletes.
// Rows are logged in their wire form without secret fields (password hashes never reach the log).
import type { Db } from '../db/database.ts';
import { nowText } from '../db/time.ts';
import { uuidv7 } from '../db/uuid.ts';
import type { Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import type { Rec } from './records.ts';

export type DataLogOp = 'add' | 'edit' | 'delete';

export async function writeDataLog(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  op: DataLogOp,
  dataId: string,
  before: Rec | null,
  after: Rec | null,
): Promise<void> {
  await trx
    .insertInto('sys_data_log')
    .values({
      id: uuidv7(),
      table_name: model.table,
      data_id: dataId,
      op,
      old_data: before ? JSON.stringify(before) : null,
      new_data: after ? JSON.stringify(after) : null,
      create_by: ctx.user.username,
      create_time: nowText(),
      tenant_id: model.tenant ? ctx.tenantId : null,
      request_id: ctx.requestId.slice(0, 64),
    })
    .execute();
}

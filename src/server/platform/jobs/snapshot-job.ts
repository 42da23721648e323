// Built-in job reportSnapshot: one sys_report_snapshot row per editable entity (routes 'all') and
// day, holding its row count across all tenants: a small daily history of how much data there is.
// Run twice on one day, it updates that day's rows.
import { formatDateTime } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';
import type { JobContext } from './job-types.ts';

export const reportSnapshot = async ({ db, registry, now }: JobContext): Promise<string> => {
  const day = formatDateTime(now).slice(0, 10);
  const stamp = formatDateTime(now);
  const entities = Object.values(registry.entities).filter((e) => e.routes === 'all');
  for (const entity of entities) {
    const row = await db
      .selectFrom(entity.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const rowCount = Number(row.n);
    await db
      .insertInto('sys_report_snapshot')
      .values({
        id: uuidv7(),
        snapshot_date: day,
        entity_name: entity.name,
        row_count: rowCount,
        create_by: 'system',
        create_time: stamp,
        version: 1,
      })
      .onConflict((oc) =>
        oc.columns(['snapshot_date', 'entity_name']).doUpdateSet({ row_count: rowCount, update_time: stamp }),
      )
      .execute();
  }
  return `${day}: ${entities.length} entities counted`;
};

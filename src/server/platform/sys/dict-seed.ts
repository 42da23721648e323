// The dictionaries of schemas/dicts seed sys_dict / sys_dict_item at every start. Only what is missing
// is inserted (a dictionary by code, an item by dictionary and value); rows an administrator edited
// are never overwritten. To hide a seeded item, disable it (status 0): a deleted one returns at the
// next start because the registry still declares it.
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';

const SEEDER = 'system';

export async function seedDicts(db: Db, registry: Registry): Promise<{ dicts: number; items: number }> {
  let dicts = 0;
  let items = 0;
  const now = nowText();
  await db.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        (await trx.selectFrom('sys_dict').select(['id', 'dict_code']).execute()) as { id: string; dict_code: string }[]
      ).map((d) => [d.dict_code, d.id]),
    );
    const itemKeys = new Set(
      (
        (await trx.selectFrom('sys_dict_item').select(['dict_id', 'item_value']).execute()) as {
          dict_id: string;
          item_value: string;
        }[]
      ).map((i) => `${i.dict_id}\u0000${i.item_value}`),
    );
    for (const def of Object.values(registry.dicts)) {
      let dictId = existing.get(def.code);
      if (!dictId) {
        dictId = uuidv7();
        // ON CONFLICT: another instance starting on the same PostgreSQL database may have won the race.
        await trx
          .insertInto('sys_dict')
          .values({
            id: dictId,
            dict_name: def.title.zh,
            dict_name_en: def.title.en,
            dict_code: def.code,
            create_by: SEEDER,
            create_time: now,
            version: 1,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        const row = (await trx
          .selectFrom('sys_dict')
          .select('id')
          .where('dict_code', '=', def.code)
          .executeTakeFirstOrThrow()) as { id: string };
        if (row.id === dictId) dicts++;
        dictId = row.id;
      }
      for (const [index, item] of def.items.entries()) {
        const value = String(item.value);
        if (itemKeys.has(`${dictId}\u0000${value}`)) continue;
        const inserted = await trx
          .insertInto('sys_dict_item')
          .values({
            id: uuidv7(),
            dict_id: dictId,
            item_text: item.label.zh,
            item_text_en: item.label.en,
            item_value: value,
            color: item.color ?? null,
            sort_order: index + 1,
            status: '1',
            create_by: SEEDER,
            create_time: now,
            version: 1,
          })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        items += Number(inserted.numInsertedOrUpdatedRows ?? 0);
      }
    }
  });
  return { dicts, items };
}

// Small parameter readers shared by the platform routes: ids and comma id lists, 400 when bad.
import { badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import type { Db } from '../db/database.ts';

export function idOf(src: unknown, key: string): string {
  const v = (src as Record<string, unknown> | undefined)?.[key];
  if (typeof v !== 'string' || v === '' || v.length > 64) {
    throw badRequest(t(`缺少参数或参数无效: ${key}`, `Missing or invalid parameter: ${key}`));
  }
  return v;
}

export function optionalId(src: unknown, key: string): string | undefined {
  const v = (src as Record<string, unknown> | undefined)?.[key];
  return v === undefined || v === '' ? undefined : idOf(src, key);
}

/** A comma list of ids ('' = none); undefined when the key is absent. */
export function idList(src: unknown, key: string): string[] | undefined {
  const v = (src as Record<string, unknown> | undefined)?.[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > 200_000) {
    throw badRequest(t(`参数无效: ${key}`, `Invalid parameter: ${key}`));
  }
  const ids = [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
  if (ids.some((id) => id.length > 64)) throw badRequest(t(`参数无效: ${key}`, `Invalid parameter: ${key}`));
  return ids;
}

/** 400 unless every id is a row of `table`. */
export async function mustExist(db: Db, table: string, ids: string[], key: string): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.id as string);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw badRequest(
      t(`${key} 中有不存在的记录: ${missing[0]}`, `${key} names a record that does not exist: ${missing[0]}`),
    );
  }
}

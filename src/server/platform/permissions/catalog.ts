// The permission catalogue: every sys_permission row and data rule, loaded once and kept until a
// committed write of an access table drops it (cache-plugins.ts) or 5 s pass (service.ts). Codes are split on commas (one row may carry
// several actions, spec 001 §3).
import type { Db } from '../../engine/db/database.ts';

export interface PermRow {
  id: string;
  parentId: string | null;
  name: string;
  nameEn: string | null;
  menuType: number;
  url: string | null;
  component: string | null;
  icon: string | null;
  sortNo: number;
  hidden: boolean;
  perms: string | null;
  permsType: number;
  status: string;
}

export interface RuleRow {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

export interface Catalog {
  rows: PermRow[];
  byId: Map<string, PermRow>;
  byCode: Map<string, PermRow[]>;
  rules: Map<string, RuleRow>;
}

export const codesOf = (perms: string | null): string[] =>
  (perms ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export async function loadCatalog(db: Db): Promise<Catalog> {
  const raw = await db
    .selectFrom('sys_permission')
    .select([
      'id',
      'parent_id as parentId',
      'name',
      'name_en as nameEn',
      'menu_type as menuType',
      'url',
      'component',
      'icon',
      'sort_no as sortNo',
      'hidden',
      'perms',
      'perms_type as permsType',
      'status',
    ])
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
  const rows: PermRow[] = raw.map((r) => ({
    ...r,
    menuType: Number(r.menuType),
    sortNo: Number(r.sortNo ?? 0),
    hidden: r.hidden === true || r.hidden === 1,
    permsType: Number(r.permsType ?? 1),
    status: String(r.status ?? '1'),
  })) as PermRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byCode = new Map<string, PermRow[]>();
  for (const r of rows) {
    for (const code of codesOf(r.perms)) byCode.set(code, [...(byCode.get(code) ?? []), r]);
  }
  const ruleRows = (await db
    .selectFrom('sys_permission_data_rule')
    .select([
      'id',
      'permission_id as permissionId',
      'rule_name as ruleName',
      'rule_column as ruleColumn',
      'rule_conditions as ruleConditions',
      'rule_value as ruleValue',
      'status',
    ])
    .execute()) as RuleRow[];
  return { rows, byId, byCode, rules: new Map(ruleRows.map((r) => [r.id, r])) };
}

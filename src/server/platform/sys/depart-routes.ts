// /sys/sysDepart/* trees and search, and the generated orgCode of a new department (JeecgBoot
// style: A01, A02 ... at the top, A01A01 below A01; after A99 comes B01). Deleting a department that
// still has children or users is refused with 422 by the generic engine's reference check.
import type { FastifyInstance } from 'fastify';
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import type { Db } from '../../engine/db/database.ts';
import { escapeLike, toExpression } from '../../engine/db/filter.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { optionalId } from '../../engine/crud/id-params.ts';
import type { SysDeps } from './permission-apis.ts';

const isRoot = (pid: unknown) => pid === null || pid === undefined || pid === '' || pid === '0';

function segment(n: number): string {
  const letter = String.fromCharCode(65 + Math.floor((n - 1) / 99));
  return `${letter}${String(((n - 1) % 99) + 1).padStart(2, '0')}`;
}

function segmentIndex(code: string): number {
  const m = /([A-Z])(\d{2})$/.exec(code);
  return m ? (m[1].charCodeAt(0) - 65) * 99 + Number(m[2]) : 0;
}

export async function nextOrgCode(trx: Db, parentId: unknown): Promise<string> {
  let prefix = '';
  let q = trx.selectFrom('sys_depart').select('org_code');
  if (isRoot(parentId)) {
    q = q.where((eb) => eb.or([eb('parent_id', 'is', null), eb('parent_id', '=', ''), eb('parent_id', '=', '0')]));
  } else {
    const parent = await trx
      .selectFrom('sys_depart')
      .select('org_code')
      .where('id', '=', parentId as string)
      .executeTakeFirst();
    prefix = (parent?.org_code as string | null) ?? '';
    q = q.where('parent_id', '=', parentId as string);
  }
  const siblings = await q.execute();
  const max = Math.max(0, ...siblings.map((s) => segmentIndex(String(s.org_code ?? ''))));
  return `${prefix}${segment(max + 1)}`;
}

/** A new department's orgCode (its grants go with it on delete: link-hooks.ts departGrantHooks). */
export const departHooks: EntityHooks = {
  async beforeInsert(trx, _ctx, row) {
    row.org_code = await nextOrgCode(trx, row.parent_id);
  },
};

interface DepartNode {
  key: string;
  title: string;
  value: string;
  id: string;
  parentId: string | null;
  orgCode: string | null;
  departName: string;
  departNameEn: string | null;
  leaf: boolean;
  children?: DepartNode[];
}

type DepartRow = {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  orgCode: string | null;
};

const COLUMNS = [
  'id',
  'parent_id as parentId',
  'depart_name as departName',
  'depart_name_en as departNameEn',
  'org_code as orgCode',
];

function node(r: DepartRow, leaf: boolean): DepartNode {
  return { key: r.id, title: r.departName, value: r.id, ...r, leaf };
}

/** Nest rows; a row whose parent is not among them is a root. */
function nestDeparts(rows: DepartRow[]): DepartNode[] {
  const hasChild = new Set(rows.map((r) => r.parentId));
  const made = new Map(rows.map((r) => [r.id, node(r, !hasChild.has(r.id))]));
  const roots: DepartNode[] = [];
  for (const r of rows) {
    const parent = r.parentId ? made.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(made.get(r.id)!);
    else roots.push(made.get(r.id)!);
  }
  return roots;
}

export function registerDepartRoutes(app: FastifyInstance, deps: SysDeps): void {
  const { db } = deps;
  const D = '/sys/sysDepart';
  const list = { config: { permission: 'system:depart:list' } };
  // The department picker of every form reads the tree (ids, names, org codes only), so any signed-in
  // user may: a courier choosing a department must not need the department admin's code.
  const picker = {};
  const all = async () =>
    (await db
      .selectFrom('sys_depart')
      .select(COLUMNS)
      .orderBy('depart_order')
      .orderBy('org_code')
      .execute()) as DepartRow[];

  app.get(`${D}/queryTreeList`, picker, async () => ok(nestDeparts(await all())));

  app.get(`${D}/queryIdTree`, list, async () => ok(nestDeparts(await all())));

  app.get(`${D}/queryDepartTreeSync`, picker, async (request) => {
    const pid = optionalId(request.query, 'pid');
    let q = db.selectFrom('sys_depart').select(COLUMNS);
    q = pid
      ? q.where('parent_id', '=', pid)
      : q.where((eb) => eb.or([eb('parent_id', 'is', null), eb('parent_id', '=', ''), eb('parent_id', '=', '0')]));
    const rows = (await q.orderBy('depart_order').orderBy('org_code').execute()) as DepartRow[];
    const withChildren = rows.length
      ? new Set(
          (
            await db
              .selectFrom('sys_depart')
              .select('parent_id')
              .where(
                'parent_id',
                'in',
                rows.map((r) => r.id),
              )
              .execute()
          ).map((r) => r.parent_id as string),
        )
      : new Set<string>();
    return ok(rows.map((r) => node(r, !withChildren.has(r.id))));
  });

  app.get(`${D}/searchBy`, picker, async (request) => {
    const raw = (request.query as Record<string, unknown>).keyWord;
    const keyWord = typeof raw === 'string' ? raw.slice(0, 100) : '';
    const pattern = `%${escapeLike(keyWord)}%`;
    const rows = (await db
      .selectFrom('sys_depart')
      .select(COLUMNS)
      .where((eb) =>
        toExpression(
          eb,
          {
            op: 'or',
            items: [
              { op: 'like', column: 'depart_name', pattern },
              { op: 'like', column: 'depart_name_en', pattern },
            ],
          },
          deps.dialect,
        ),
      )
      .orderBy('org_code')
      .limit(500)
      .execute()) as DepartRow[];
    return ok(rows.map((r) => node(r, true)));
  });

  // The signed-in user's departments and everything below them.
  app.get(`${D}/queryMyDeptTreeList`, async (request) => {
    const mine = await db
      .selectFrom('sys_depart as d')
      .innerJoin('sys_user_depart as ud', 'ud.dep_id', 'd.id')
      .select('d.org_code as orgCode')
      .where('ud.user_id', '=', request.user!.id)
      .execute();
    const prefixes = mine.map((m) => String(m.orgCode ?? '')).filter((c) => c !== '');
    const rows = (await all()).filter((r) => prefixes.some((p) => (r.orgCode ?? '').startsWith(p)));
    return ok(nestDeparts(rows));
  });
}

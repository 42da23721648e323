// Checks that need the database, run inside the write's transaction before anything changes:
// references point at existing records, unique groups stay unique, a tree stays a tree, values of
// fields with a check rule (x-check-rule) pass it, and a record still referenced elsewhere is not
// deleted.
import type { I18nText } from '../../../../runtime/core/registry.ts';
import type { Db } from '../db/database.ts';
import { objectId, plansOf } from '../db/prepared.ts';
import { HttpError } from '../plugins/http-error.ts';
import { RuleError, checkValue, parseRuleJson } from './check-rule.ts';
import { t } from '../plugins/i18n.ts';
import { failWith, titled, type FieldProblem } from './body-validator.ts';
import type { Ctx } from './context.ts';
import type { EntityModel, FieldModel } from './entity-model.ts';
import type { Rec } from './records.ts';

const REF_MISSING = t('引用的数据不存在', 'the referenced record does not exist');

/**
 * Every reference value in `values` (wire names, database values) must exist in its table; `skip`
 * is a field the server set itself (a detail's foreign key to the master written in the same transaction).
 */
export async function checkRefs(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  models: Map<string, EntityModel>,
  values: Rec,
  skip?: string,
) {
  const problems: FieldProblem[] = [];
  for (const f of model.refFields) {
    if (f.name === skip) continue;
    const v = values[f.name];
    if (v === undefined || v === null || v === '' || v === '0') continue;
    const target = models.get(f.def.ref!.entity)!;
    const rows = await plansOf(trx).run(`${objectId(model)}|ref ${f.name}`, [v, ctx.tenantId], (slot) => {
      const q = trx.selectFrom(target.table).select('id').where('id', '=', slot(0));
      return target.tenant ? q.where('tenant_id', '=', slot(1)) : q;
    });
    if (rows.length === 0) problems.push({ field: f.name, message: titled(f.def.title, REF_MISSING) });
  }
  if (problems.length) failWith(problems, ctx.lang);
}

/** A tree node may not become its own ancestor. */
export async function checkTree(trx: Db, ctx: Ctx, model: EntityModel, id: string, parentId: unknown) {
  const parent = model.parent!;
  const cycle = () =>
    failWith(
      [
        {
          field: parent.name,
          message: titled(
            parent.def.title,
            t('不能是自身或下级节点', 'cannot be the record itself or one of its descendants'),
          ),
        },
      ],
      ctx.lang,
    );
  let cur = parentId;
  for (let depth = 0; typeof cur === 'string' && cur !== '' && cur !== '0' && depth < 1000; depth++) {
    if (cur === id) cycle();
    const row = await trx
      .selectFrom(model.table)
      .select(`${parent.column} as pid`)
      .where('id', '=', cur)
      .executeTakeFirst();
    cur = (row as { pid?: unknown } | undefined)?.pid;
  }
}

const names = (titles: I18nText[]) => ({
  zh: titles.map((x) => x.zh).join('、'),
  en: titles.map((x) => x.en).join(', '),
});

/** "<titles> "<values>" already exists" on the group's first field. */
export function uniqueProblem(group: FieldModel[], vals: unknown[]): FieldProblem {
  const title = names(group.map((f) => f.def.title));
  const shown = vals.map((v) => String(v)).join(', ');
  return { field: group[0].name, message: t(`${title.zh} "${shown}" 已存在`, `${title.en} "${shown}" already exists`) };
}

/** Unique groups touched by `changed` (all of them when undefined) must not match another record. */
export async function checkUnique(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  merged: Rec,
  excludeId: string | undefined,
  changed?: Set<string>,
) {
  const problems: FieldProblem[] = [];
  const n = model.uniqueGroups.length;
  for (let g = 0; g < n; g++) {
    const group = model.uniqueGroups[g];
    if (changed && !group.some((f) => changed.has(f.name))) continue;
    const vals = group.map((f) => merged[f.name]);
    if (vals.some((v) => v === null || v === undefined)) continue;
    // select id from <table> where <group columns> = ? [and tenant_id = ?] [and id <> ?] limit 1
    const key = `${objectId(model)}|unique ${g}${excludeId ? ' but' : ''}`;
    const rows = await plansOf(trx).run(key, [...vals, ctx.tenantId, excludeId], (slot) => {
      let q = trx.selectFrom(model.table).select('id');
      group.forEach((f, i) => (q = q.where(f.column, '=', slot(i))));
      if (model.tenant) q = q.where('tenant_id', '=', slot(group.length));
      if (excludeId) q = q.where('id', '<>', slot(group.length + 1));
      return q.limit(1);
    });
    if (rows.length) problems.push(uniqueProblem(group, vals));
  }
  if (problems.length) failWith(problems, ctx.lang);
}

/**
 * Values of fields with a check rule (x-check-rule) must pass it, with the engine of
 * /sys/checkRule/checkByCode: a failure is a 400 naming the field with the rule's message. Empty
 * values are not checked (the form checks only when a value is present); a rule code with no row in
 * sys_check_rule checks nothing (checkByCode answers 404 for it), and a stored rule outside the
 * pattern bounds refuses the write (422), as checkByCode does.
 */
export async function checkRuleFields(trx: Db, ctx: Ctx, model: EntityModel, values: Rec) {
  const problems = ruleProblems(model, await loadCheckRules(trx, model), values);
  if (problems.length) failWith(problems, ctx.lang);
}

/** Parsed rules by code for the entity's x-check-rule fields (codes without a stored row are absent). */
export type CheckRules = Map<string, ReturnType<typeof parseRuleJson> | RuleError>;

/**
 * The stored rules of the entity's check-rule fields, read once (the Excel import reads them once per
 * import); a stored rule outside the pattern bounds refuses a write that uses it (422), as checkByCode does.
 */
const ruleCodes = new WeakMap<EntityModel, string[]>();

export async function loadCheckRules(trx: Db, model: EntityModel): Promise<CheckRules> {
  let codes = ruleCodes.get(model);
  if (!codes) {
    codes = [...new Set([...model.writable.values()].flatMap((f) => (f.def.checkRule ? [f.def.checkRule] : [])))];
    ruleCodes.set(model, codes);
  }
  const rules: CheckRules = new Map();
  if (codes.length === 0) return rules;
  const rows = (await trx
    .selectFrom('sys_check_rule')
    .select(['rule_code', 'rule_json'])
    .where('rule_code', 'in', codes)
    .execute()) as { rule_code: string; rule_json: string }[];
  for (const row of rows) {
    try {
      rules.set(row.rule_code, parseRuleJson(row.rule_json));
    } catch (err) {
      // Refused only when a value is checked against it (an empty value passes, as before).
      if (err instanceof RuleError) rules.set(row.rule_code, err);
      else throw err;
    }
  }
  return rules;
}

/** Field problems of `values` against loaded rules (empty values are not checked). */
export function ruleProblems(model: EntityModel, rules: CheckRules, values: Rec): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (rules.size === 0) return problems;
  for (const f of model.writable.values()) {
    const code = f.def.checkRule;
    const v = values[f.name];
    if (!code || v === undefined || v === null || v === '') continue;
    const rule = rules.get(code);
    if (!rule) continue;
    if (rule instanceof RuleError) throw new HttpError(422, rule.text);
    let failed;
    try {
      failed = checkValue(rule, String(v));
    } catch (err) {
      if (err instanceof RuleError) throw new HttpError(422, err.text);
      throw err;
    }
    if (failed !== undefined) {
      const text = typeof failed === 'string' ? { zh: failed, en: failed } : failed;
      problems.push({ field: f.name, message: titled(f.def.title, text) });
    }
  }
  return problems;
}

/** Refuse (422) to delete records that other records still reference. */
export async function checkNotReferenced(trx: Db, model: EntityModel, ids: string[]) {
  for (const ref of model.referencedBy) {
    let q = trx.selectFrom(ref.table).select('id').where(ref.column, 'in', ids);
    if (ref.self) q = q.where('id', 'not in', ids);
    if (await q.limit(1).executeTakeFirst()) {
      const msg = ref.self
        ? t('该数据下还有子节点，不能删除', 'The record still has children and cannot be deleted')
        : t(
            `该数据已被「${ref.entityTitle.zh}」引用，不能删除`,
            `The record is still referenced by ${ref.entityTitle.en} and cannot be deleted`,
          );
      throw new HttpError(422, msg);
    }
  }
}

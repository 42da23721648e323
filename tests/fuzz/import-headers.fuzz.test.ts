// Fuzz of the import header mapper (src/server/platform/excel/import-headers.ts): random header rows (titles in
// both languages, wire names, detail headers, odd case and spacing, hostile text, every cell shape
// exceljs gives) map each column to at most one importable field, the error column or ignored; the
// only refusals are the documented 400s (two headers for one field, no importable header).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_ID_HEADER } from '../../runtime/core/excel-wire.ts';
import { registry } from '../../src/generated/registry.ts';
import { routeSchemas } from '../../src/generated/route-schemas.ts';
import { createAjv } from '../../src/server/engine/crud/body-validator.ts';
import type { RowAccess } from '../../src/server/engine/crud/context.ts';
import { buildEntityModels, type EntityModel, type FieldModel } from '../../src/server/engine/crud/entity-model.ts';
import {
  ERROR_COLUMN,
  importableFields,
  mapHeaders,
  type HeaderOptions,
} from '../../src/server/platform/excel/import-headers.ts';
import { cellText } from '../../src/server/platform/excel/import-values.ts';
import { nastyJson, nastyString, PROTO_KEYS } from './arbitraries.ts';
import { PROPERTY_TIME_MS, resultOr400, withinTime } from './helpers.ts';

const models = buildEntityModels(registry, routeSchemas, 'sqlite', createAjv);
const importable = [...models.values()]
  .filter((m) => m.writable.size > 0)
  .map((m) => m.entity.name)
  .sort();
const norm = (s: string) => s.trim().toLowerCase();

interface Setup {
  model: EntityModel;
  opts: HeaderOptions;
  /** Header texts that name a master field / a detail field. */
  masterKeys: string[];
  detailKeys: string[];
}

const fieldKeys = (f: FieldModel) => [f.def.title.zh, f.def.title.en, f.name];

/** An entity, random hidden / read-only / fixed fields, and its first detail when it has one. */
const setup: fc.Arbitrary<Setup> = fc.constantFrom(...importable).chain((name) => {
  const model = models.get(name)!;
  const names = [...model.writable.keys()];
  const def = model.entity.detail?.[0];
  const detailModel = def ? models.get(def.entity) : undefined;
  const subset = (from: string[]) => fc.subarray(from, { maxLength: Math.max(0, from.length - 1) });
  return fc
    .record({
      hidden: subset(names),
      readOnly: subset(names),
      fixed: subset(names),
      withDetail: fc.boolean(),
      detailHidden: subset(detailModel ? [...detailModel.writable.keys()] : []),
    })
    .map((r) => {
      const access: RowAccess = { hidden: new Set(r.hidden), readOnly: new Set(r.readOnly) };
      const opts: HeaderOptions = { access, fixed: new Set(r.fixed) };
      const masterKeys = [...importableFields(model, access).values()]
        .filter((f) => !r.fixed.includes(f.name))
        .flatMap(fieldKeys);
      let detailKeys: string[] = [];
      if (def && detailModel && r.withDetail) {
        const dAccess: RowAccess = { hidden: new Set(r.detailHidden), readOnly: new Set() };
        opts.detail = { def, model: detailModel, access: dAccess };
        detailKeys = [...importableFields(detailModel, dAccess, def.foreignKey).values()].flatMap((f) => [
          `${def.entity}.${f.name}`,
          ...[def.title, detailModel.entity.title].flatMap((dt) =>
            [dt.zh, dt.en].flatMap((d) => fieldKeys(f).flatMap((k) => [`${d}-${k}`, `${d}.${k}`])),
          ),
        ]);
      }
      return { model, opts, masterKeys, detailKeys };
    });
});

/** A header text: a real key in odd case and spacing, a hidden/other field's key, or hostile text. */
function headerText(s: Setup): fc.Arbitrary<string> {
  const other = [...s.model.fields.values()].flatMap(fieldKeys);
  const known = s.masterKeys.length + s.detailKeys.length ? [...s.masterKeys, ...s.detailKeys] : other;
  const spaced = fc
    .tuple(
      fc.constantFrom(...known),
      fc.constantFrom('', ' ', '\t', '  '),
      fc.constantFrom('', ' ', '\n'),
      fc.boolean(),
    )
    .map(([k, a, b, up]) => `${a}${up ? k.toUpperCase() : k}${b}`);
  return fc.oneof(
    { weight: 5, arbitrary: spaced },
    { weight: 1, arbitrary: fc.constantFrom(...other, ERROR_COLUMN.zh, ERROR_COLUMN.en, ...PROTO_KEYS) },
    { weight: 2, arbitrary: nastyString },
  );
}

/** A header cell in any shape exceljs gives, around a header text. */
function headerCell(s: Setup): fc.Arbitrary<unknown> {
  const text = headerText(s);
  return fc.oneof(
    { weight: 6, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined, '', 0, 1.5, -0, NaN, Infinity, true, false) },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.record({ text: text, font: fc.constant({ bold: true }) }, { requiredKeys: [] }), { maxLength: 3 })
        .map((runs) => ({ richText: runs })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(text, fc.boolean()).map(([t, r]) => (r ? { formula: 'A1', result: t } : { formula: 'A1' })),
    },
    { weight: 1, arbitrary: text.map((t) => ({ text: t, hyperlink: 'https://example.com' })) },
    { weight: 1, arbitrary: fc.constantFrom('#N/A', '#REF!', '#DIV/0!').map((e) => ({ error: e })) },
    { weight: 1, arbitrary: nastyJson },
  );
}

describe('fuzz: import header mapping', () => {
  it('maps each column to at most one importable field, the error column or ignored; refusals are the two 400s', () => {
    const seen = { ok: 0, duplicate: 0, none: 0 };
    const errorNames = new Set([norm(ERROR_COLUMN.zh), norm(ERROR_COLUMN.en)]);
    const arb = setup.chain((s) => fc.array(headerCell(s), { maxLength: 12 }).map((row) => ({ s, row })));
    fc.assert(
      fc.property(arb, ({ s, row }) => {
        const r = withinTime(100, () => resultOr400(() => mapHeaders(s.model, row, s.opts)));
        const master = new Set(s.masterKeys.map(norm));
        const detail = new Set(s.detailKeys.map(norm));
        if (!r.ok) {
          const en = r.error.text.en;
          if (/name the same field/.test(en)) seen.duplicate++;
          else {
            expect(en).toMatch(/No header names a field that can be imported/);
            seen.none++;
            // No header matched any importable key. A header named like the error column (错误信息 /
            // Errors) is that column even where a field has the same title (sys_quartz_job_log's
            // errorMsg is 错误信息): a re-imported error workbook must not write it into the field.
            for (const h of row)
              if (typeof h === 'string' && !errorNames.has(norm(h))) {
                expect(master.has(norm(h)) || detail.has(norm(h))).toBe(false);
              }
          }
          return;
        }
        seen.ok++;
        const plan = r.value;
        expect(plan.headers).toHaveLength(row.length);
        const used = new Set<number>();
        const columns = [...plan.master, ...(plan.detail?.columns ?? [])];
        for (const c of columns) {
          expect(used.has(c.col), `column ${c.col} mapped twice`).toBe(false);
          used.add(c.col);
        }
        if (plan.errorColumn !== undefined) expect(used.has(plan.errorColumn)).toBe(false);
        // A header named like the export's ID column (and no importable field) is that column: it
        // matches rows to existing records (update mode), it is never a field.
        if (plan.idColumn !== undefined) {
          expect(norm(plan.headers[plan.idColumn])).toBe(norm(EXPORT_ID_HEADER));
          expect(used.has(plan.idColumn)).toBe(false);
        }
        for (const c of plan.master) {
          expect(master.has(norm(plan.headers[c.col]))).toBe(true);
          expect(fieldKeys(c.field).map(norm)).toContain(norm(plan.headers[c.col]));
          expect(s.opts.access.hidden.has(c.field.name) || s.opts.access.readOnly.has(c.field.name)).toBe(false);
          expect(s.opts.fixed?.has(c.field.name)).toBe(false);
        }
        for (const c of plan.detail?.columns ?? []) {
          expect(detail.has(norm(plan.headers[c.col]))).toBe(true);
          expect(c.field.name).not.toBe(s.opts.detail!.def.foreignKey);
        }
        // Each field at most once per side.
        for (const list of [plan.master, plan.detail?.columns ?? []]) {
          const names = list.map((c) => c.field.name);
          expect(new Set(names).size).toBe(names.length);
        }
        // Every other non-empty header is ignored (or an error column: 错误信息 / Errors), and matches no importable key.
        if (plan.errorColumn !== undefined) expect(errorNames).toContain(norm(plan.headers[plan.errorColumn]));
        const ignored = plan.headers.filter(
          (h, col) => h !== '' && !used.has(col) && col !== plan.idColumn && !errorNames.has(norm(h)),
        );
        expect(plan.ignored).toEqual(ignored);
        for (const h of plan.ignored) expect(master.has(norm(h)) || detail.has(norm(h))).toBe(false);
      }),
      { numRuns: 800, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
    console.info(`import header fuzz: ${JSON.stringify(seen)}`);
    expect(seen.ok).toBeGreaterThan(50);
    expect(seen.duplicate).toBeGreaterThan(10);
  });
});

describe('regression found by the fuzz', () => {
  it('a cell object of an unknown shape without a usable toString is text, not a TypeError', () => {
    expect(cellText(Object.create(null))).toBe('[object Object]');
    expect(cellText({ toString: 'x', valueOf: 1 })).toBe('[object Object]');
  });
});

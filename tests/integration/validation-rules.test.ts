// The table of spec 001 §5.1 rules (runtime/core/field-rules.cases.ts) run against the server: each
// case is posted to the generated add route of the fixture entity zz_rule_sample (one field per rule)
// on SQLite and PostgreSQL, in Chinese and English; a valid value is stored, an invalid one is a 400
// naming the field with the rule's exact message, and nothing is written. Also: each value of a
// multi-valued dictionary field must be in the dictionary, and x-check-rule fields pass their rule on
// add and edit. validation-form.test.ts runs the same table against the form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RULE_CASES,
  RULE_SAMPLE_BASE,
  RULE_SAMPLE_BOUNDS,
  RULE_SAMPLE_FORMATS,
  type RuleCase,
} from '../../runtime/core/field-rules.cases.ts';
import type { EntityDef } from '../../runtime/core/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { generateWithFixtures, type GeneratedFixture } from './helpers/generated-fixture.ts';
import { RULE_FIXTURES, caseLabel } from './helpers/rule-sample.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type Answer, type TestApp } from './helpers/test-app.ts';

let generated: GeneratedFixture;
let entity: EntityDef;

beforeAll(async () => {
  generated = await generateWithFixtures(RULE_FIXTURES);
  entity = generated.registry.entities.zz_rule_sample;
});
afterAll(() => generated?.remove());

const API = '/zz/ruleSample';
const EN = { 'accept-language': 'en' };
type FieldErrors = { errors: { field: string; message: string }[] };

/** The server's words: "<title>格式错误: <rule>" for a format, "<title>: <rule>" otherwise. */
function serverWords(c: RuleCase, lang: 'zh' | 'en'): string {
  const title = entity.fields.find((f) => f.name === c.field)!.title[lang];
  const rule = c.message![lang];
  if (c.kind !== 'format') return `${title}: ${rule}`;
  return lang === 'zh' ? `${title}格式错误: ${rule}` : `${title} has an invalid format: ${rule}`;
}

function bodyOf(c: RuleCase): Record<string, unknown> {
  const body: Record<string, unknown> = { ...RULE_SAMPLE_BASE, [c.field]: c.value };
  if (c.value === undefined) delete body[c.field];
  return body;
}

describe('the fixture entity', () => {
  it('has the formats and bounds the case table assumes', () => {
    const formats = Object.fromEntries(
      entity.fields.filter((f) => f.format && !f.standard).map((f) => [f.name, f.format]),
    );
    expect(formats).toEqual(RULE_SAMPLE_FORMATS);
    const field = (name: string) => entity.fields.find((f) => f.name === name)!;
    expect(field('note')).toMatchObject(RULE_SAMPLE_BOUNDS.note);
    expect(field('tags')).toMatchObject({ multiple: true, items: RULE_SAMPLE_BOUNDS.tags, dict: 'zz_rule_tag' });
    expect(generated.routeSchemas.zz_rule_sample.add.properties).toMatchObject({
      tags: { 'x-multi': { values: ['1', '2', '3', '4'], min: 2, max: 3 } },
    });
  });
});

describe.each(DIALECTS)('the server runs the shared rules on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, ...generated });
  });
  afterAll(async () => t?.close());

  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('zz_rule_sample')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A refused write: 400, the field's exact message in the envelope and the field errors, nothing written. */
  async function refused(answer: Answer, field: string, message: string, before: number) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toBe(message);
    expect((answer.body.result as FieldErrors).errors).toEqual([{ field, message }]);
    expect(await count()).toBe(before);
  }

  it.each(RULE_CASES.map((c) => [caseLabel(c), c] as const))('%s', async (_label, c) => {
    for (const lang of ['zh', 'en'] as const) {
      const before = await count();
      const r = await t.post<Rec>(`${API}/add`, bodyOf(c), lang === 'en' ? EN : undefined);
      if (c.message === null) {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.result[c.field]).toBe(c.value);
        expect(await count()).toBe(before + 1);
      } else {
        await refused(r, c.field, serverWords(c, lang), before);
      }
    }
  });

  it('refuses a multi-valued dictionary value outside the dictionary, on add and edit', async () => {
    const before = await count();
    const bad = await t.post(`${API}/add`, { ...RULE_SAMPLE_BASE, tags: '1,9' });
    await refused(bad, 'tags', '标签: "9" 不是有效的选项', before);
    const row = await addOk(t, API, { ...RULE_SAMPLE_BASE, tags: '2,4' });
    expect(row.tags).toBe('2,4');
    const edit = await t.put(`${API}/edit`, { id: row.id, version: row.version, tags: '2,x' }, EN);
    await refused(edit, 'tags', 'Tags: "x" is not one of the allowed values', before + 1);
    const tooMany = await t.put(`${API}/edit`, { id: row.id, version: row.version, tags: '1,2,3,4' });
    await refused(tooMany, 'tags', '标签: 最多选择3项', before + 1);
  });

  it('checks x-check-rule fields with the check-rule engine on add and edit', async () => {
    // No rule stored under the code yet: nothing to check (checkByCode answers 404 for it).
    const free = await addOk(t, API, { ...RULE_SAMPLE_BASE, ruleCode: 'anything' });
    const saved = await t.post('/sys/checkRule/add', {
      ruleName: 'Staff number',
      ruleCode: 'zz_staff_no',
      ruleJson: JSON.stringify([
        { digits: 2, pattern: '^[A-Z]+$', message: '前两位必须是大写字母' },
        { digits: '*', pattern: '^[0-9]{4}$', message: '后面必须是4位数字' },
      ]),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ok = await addOk(t, API, { ...RULE_SAMPLE_BASE, ruleCode: 'AB1234' });
    expect(ok.ruleCode).toBe('AB1234');
    const before = await count();
    await refused(
      await t.post(`${API}/add`, { ...RULE_SAMPLE_BASE, ruleCode: 'ab1234' }),
      'ruleCode',
      '工号: 前两位必须是大写字母',
      before,
    );
    const edit = await t.put(`${API}/edit`, { id: free.id, version: free.version, ruleCode: 'AB12' }, EN);
    await refused(edit, 'ruleCode', 'Staff number: 后面必须是4位数字', before);
    const stored = await t.get<Rec>(`${API}/queryById`, { id: free.id });
    expect(stored.body.result.ruleCode).toBe('anything');
    // The same rule answers the form's as-you-type call.
    const check = await t.get('/sys/checkRule/checkByCode', { ruleCode: 'zz_staff_no', value: 'ab1234' });
    expect(check.body).toMatchObject({ success: false, message: '前两位必须是大写字母' });
    // Edits that leave the field alone are not checked again; an empty value is not checked.
    expect((await t.put(`${API}/edit`, { id: free.id, version: free.version, note: 'abc' })).status).toBe(200);
    await addOk(t, API, { ...RULE_SAMPLE_BASE, ruleCode: '' });
  });
});

// The table of spec 001 §5.1 rules (runtime/core/field-rules.cases.ts) run against the entity form:
// the generator builds the fixture entity zz_rule_sample (one field per rule), the form schema comes
// from runtime/antd/form/form-schema.ts, and each case is validated by the form's rjsf validator with
// its transformErrors and customValidate, in both languages. A unit test of the form (no server);
// validation-rules.test.ts runs the same table against the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULE_CASES, RULE_SAMPLE_BASE, type RuleCase } from '../../runtime/core/field-rules.cases.ts';
import type { EntityDef, Lang } from '../../runtime/core/registry.ts';
import { buildFormSchema } from '../../runtime/antd/form/form-schema.ts';
import { formValidator, makeCustomValidate, makeTransformErrors } from '../../runtime/antd/form/validation.ts';
import { defaultWidgets } from '../../runtime/antd/widgets/index.ts';
import { generateWithFixtures, type GeneratedFixture } from './helpers/generated-fixture.ts';
import { RULE_FIXTURES, caseLabel } from './helpers/rule-sample.ts';

let generated: GeneratedFixture;
let entity: EntityDef;

beforeAll(async () => {
  generated = await generateWithFixtures(RULE_FIXTURES);
  entity = generated.registry.entities.zz_rule_sample;
});
afterAll(() => generated?.remove());

/** The form's messages for one field after validating `data` as a submit does. */
function formErrors(data: Record<string, unknown>, lang: Lang) {
  const schemas = buildFormSchema(entity, 'create', lang, defaultWidgets);
  const result = formValidator.validateFormData(
    data,
    schemas.schema,
    makeCustomValidate(schemas.fields, lang),
    makeTransformErrors(schemas.fields, lang),
    schemas.uiSchema,
  );
  // Fields without errors keep an empty list; only the fields with messages are returned.
  const schema = result.errorSchema as Record<string, { __errors?: string[] } | undefined>;
  const out: Record<string, string[]> = {};
  for (const [name, node] of Object.entries(schema)) if (node?.__errors?.length) out[name] = node.__errors;
  return out;
}

function bodyOf(c: RuleCase): Record<string, unknown> {
  const body: Record<string, unknown> = { ...RULE_SAMPLE_BASE, [c.field]: c.value };
  if (c.value === undefined) delete body[c.field];
  return body;
}

describe('the form runs the shared rules', () => {
  it.each(RULE_CASES.map((c) => [caseLabel(c), c] as const))('%s', (_label, c) => {
    const body = bodyOf(c);
    for (const lang of ['zh-CN', 'en'] as const) {
      const errors = formErrors(body, lang);
      const expected = c.message ? { [c.field]: [lang === 'en' ? c.message.en : c.message.zh] } : {};
      // Exactly this message on this field, and nothing else wrong with the body.
      expect(errors, lang).toEqual(expected);
    }
  });

  it('says a required multi-valued field is empty', () => {
    const schemas = buildFormSchema(entity, 'create', 'zh-CN', defaultWidgets);
    const tags = schemas.fields.find((f) => f.name === 'tags')!;
    const required = { ...schemas, fields: schemas.fields.map((f) => (f === tags ? { ...f, required: true } : f)) };
    const result = formValidator.validateFormData(
      { ...RULE_SAMPLE_BASE, tags: '' },
      required.schema,
      makeCustomValidate(required.fields, 'zh-CN'),
    );
    expect((result.errorSchema as Record<string, { __errors: string[] }>).tags.__errors).toEqual(['必填项不能为空']);
  });
});

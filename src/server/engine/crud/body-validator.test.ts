import { describe, expect, it } from 'vitest';
import { registry } from '../../../generated/registry.ts';
import { routeSchemas } from '../../../generated/route-schemas.ts';
import { HttpError } from '../plugins/http-error.ts';
import { compileBodyValidator, createAjv, type BodyValidator } from './body-validator.ts';
import { buildEntityModels } from './entity-model.ts';

const site = registry.entities.wl_site;
const validate: BodyValidator = compileBodyValidator(createAjv, routeSchemas.wl_site.add, site.fields);

function problems(body: unknown, lang: 'zh-CN' | 'en' = 'zh-CN') {
  try {
    validate(body, lang);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    const e = err as HttpError;
    return { zh: e.text.zh, en: e.text.en, detail: e.detail as { errors: { field: string; message: string }[] } };
  }
  return undefined;
}

describe('body validator', () => {
  it('accepts a valid body and ignores echoed standard fields', () => {
    expect(problems({ siteName: 'A', type: 1, siteMode: 0, id: 'x', createTime: 'whatever' })).toBeUndefined();
  });

  it('words each problem with the field title, one per field, in both languages', () => {
    const p = problems({ type: 9, siteMode: 0, personPhone: '123', startTime: '24:00:00', extra: 1 }, 'en')!;
    expect(p.zh.split('; ')).toEqual([
      '网点名称: 必填项不能为空',
      '未知字段: extra',
      '网点类型: 不是有效的选项',
      '负责人电话格式错误: 请输入正确手机号',
      '营业开始时间格式错误: 时间格式错误 (HH:mm:ss)',
    ]);
    expect(p.detail.errors.map((e) => e.field)).toEqual(['siteName', 'extra', 'type', 'personPhone', 'startTime']);
    expect(p.detail.errors[0].message).toBe('Site name: This field is required');
  });

  it('treats null in a required field as missing and checks lengths', () => {
    expect(problems({ siteName: null, type: 1, siteMode: 0 })!.zh).toBe('网点名称: 必填项不能为空');
    expect(problems({ siteName: 'x'.repeat(65), type: 1, siteMode: 0 })!.zh).toBe('网点名称: 最大长度64位字符');
  });

  it('refuses bodies that are not objects', () => {
    expect(problems([1])!.en).toBe('The request body must be a JSON object');
    expect(problems(undefined)!.en).toBe('The request body must be a JSON object');
  });

  it('checks multi-valued fields with x-multi: dictionary values and item counts', () => {
    const fields = [{ ...site.fields[0], name: 'tags', title: { zh: '标签', en: 'Tags' }, multiple: true }];
    const schema = {
      type: 'object',
      properties: { tags: { type: ['string', 'null'], 'x-multi': { values: ['1', '2', '3'], min: 2, max: 2 } } },
    };
    const check: BodyValidator = compileBodyValidator(createAjv, schema, fields);
    const message = (body: unknown, lang: 'zh-CN' | 'en' = 'zh-CN') => {
      try {
        check(body, lang);
        return undefined;
      } catch (err) {
        return (err as HttpError).detail as { errors: { field: string; message: string }[] };
      }
    };
    expect(message({ tags: '1,3' })).toBeUndefined();
    expect(message({ tags: null })).toBeUndefined();
    expect(message({ tags: '' })).toBeUndefined();
    expect(message({ tags: '1' })!.errors).toEqual([{ field: 'tags', message: '标签: 最少选择2项' }]);
    expect(message({ tags: '1,2,3' }, 'en')!.errors).toEqual([
      { field: 'tags', message: 'Tags: Choose at most 2 items' },
    ]);
    expect(message({ tags: '1,7' })!.errors).toEqual([{ field: 'tags', message: '标签: "7" 不是有效的选项' }]);
    expect(() => createAjv().compile({ type: 'string', 'x-multi': { min: 'two' } })).toThrow(/min must be an integer/);
    expect(() => createAjv().compile({ type: 'string', 'x-multi': { max: 0 } })).toThrow(/max must be an integer/);
    expect(() => createAjv().compile({ type: 'string', 'x-multi': { values: [1] } })).toThrow(/array of strings/);
    expect(() => createAjv().compile({ type: 'string', 'x-multi': { other: 1 } })).toThrow(/unknown properties: other/);
    expect(() => createAjv().compile({ type: 'string', 'x-multi': [] })).toThrow(/x-multi/);
  });

  it('compiles a schema on first use, not when the validator is made', () => {
    const fields = site.fields;
    // Ajv in strict mode refuses an unknown keyword: the error comes at the first check, not before.
    const refused = compileBodyValidator(createAjv, { type: 'object', 'x-unknown': 1 }, fields);
    expect(() => refused.compile()).toThrow(/unknown keyword/);
    expect(() => refused({}, 'en')).toThrow(/unknown keyword/);
    const ajv = createAjv();
    const lazy = compileBodyValidator(() => ajv, { $id: 'lazy-body', type: 'object' }, fields);
    expect(ajv.getSchema('lazy-body')).toBeUndefined();
    expect(lazy.problems({})).toEqual([]);
    expect(ajv.getSchema('lazy-body')).toBeDefined();
  });

  it("makes the models' one Ajv on the first body checked, not when the models are built", () => {
    let made = 0;
    const models = buildEntityModels(registry, routeSchemas, 'sqlite', () => {
      made++;
      return createAjv();
    });
    expect(made).toBe(0);
    expect(models.get('wl_site')!.validateAdd.problems({})).not.toEqual([]);
    expect(made).toBe(1);
    models.get('wl_site')!.validateEdit.compile();
    for (const m of [...models.values()].slice(0, 5)) m.validateAdd.compile();
    expect(made).toBe(1);
  });

  it('compiles every generated add and edit body schema on one Ajv, as the server does', () => {
    const ajv = createAjv();
    const entities = Object.values(registry.entities);
    expect(entities.length).toBeGreaterThan(10);
    for (const e of entities) {
      const wire = routeSchemas[e.name];
      expect(wire, e.name).toBeDefined();
      for (const schema of [wire.add, wire.edit]) {
        // The server's Ajv skips the meta-schema check (createAjv): it is made here.
        expect(ajv.validateSchema(schema), `${e.name}: ${ajv.errorsText()}`).toBe(true);
        expect(() => compileBodyValidator(() => ajv, schema, e.fields).compile(), e.name).not.toThrow();
      }
    }
  });
});

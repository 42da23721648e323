import { describe, expect, it } from 'vitest';
import { siteEntity } from '../../react/test-fixtures.tsx';
import { defaultWidgets, resolveWidgetKey } from '../widgets/index.ts';
import { buildFormSchema, fieldSpan } from './form-schema.ts';
import { errorMessage, formValidator, makeCustomValidate, makeTransformErrors } from './validation.ts';

const field = (name: string) => siteEntity.fields.find((f) => f.name === name)!;

describe('widget lookup', () => {
  it('goes x-widget, dict/ref, format, then type', () => {
    expect(resolveWidgetKey(defaultWidgets, field('type'))).toBe('dict');
    expect(resolveWidgetKey(defaultWidgets, field('parentId'))).toBe('ref');
    expect(resolveWidgetKey(defaultWidgets, field('fee'))).toBe('money');
    expect(resolveWidgetKey(defaultWidgets, field('password'))).toBe('password');
    expect(resolveWidgetKey(defaultWidgets, field('siteName'))).toBeUndefined();
    expect(resolveWidgetKey(defaultWidgets, field('personPhone'))).toBeUndefined();
    expect(resolveWidgetKey(defaultWidgets, { ...field('siteName'), widget: 'textarea' })).toBe('textarea');
    expect(resolveWidgetKey({ ...defaultWidgets, mobile: defaultWidgets.textarea }, field('personPhone'))).toBe(
      'mobile',
    );
  });
});

describe('form schema', () => {
  it('keeps writable fields with titles in the language and no x- keywords', () => {
    const { schema, uiSchema } = buildFormSchema(siteEntity, 'create', 'en', defaultWidgets);
    const props = schema.properties as Record<string, Record<string, unknown>>;
    expect(Object.keys(props)).toEqual(['siteName', 'parentId', 'type', 'personPhone', 'fee', 'password']);
    expect(props.siteName).toEqual({ type: 'string', title: 'Site name', maxLength: 64 });
    expect(props.parentId['x-ref']).toBeUndefined();
    expect(props.fee).toEqual({ type: 'number', title: 'Fee', format: 'money' });
    expect(schema.required).toEqual(['siteName', 'type']);
    expect(uiSchema.type).toMatchObject({ 'ui:widget': 'dict', 'ui:placeholder': 'Select Site type' });
    expect(uiSchema.siteName).toMatchObject({ 'ui:placeholder': 'Enter Site name' });
  });

  it("shows a field's help in the user's language, never the schema's raw description or $comment", () => {
    const help = { zh: '留空表示不设上限', en: 'Leave empty for no upper limit' };
    const entity = {
      ...siteEntity,
      fields: siteEntity.fields.map((f) => (f.name === 'fee' ? { ...f, help } : f)),
      schema: {
        ...siteEntity.schema,
        properties: {
          ...(siteEntity.schema.properties as Record<string, object>),
          fee: {
            ...(siteEntity.schema.properties as Record<string, object>).fee,
            description: help.zh,
            'x-description': { en: help.en },
            $comment: 'a note for developers',
          },
        },
      },
    };
    const fee = (lang: 'zh-CN' | 'en') =>
      (buildFormSchema(entity, 'create', lang, defaultWidgets).schema.properties as Record<string, object>).fee;
    expect(fee('en')).toEqual({ type: 'number', title: 'Fee', format: 'money', description: help.en });
    expect(fee('zh-CN')).toEqual({ type: 'number', title: '费用', format: 'money', description: help.zh });
    const siteName = buildFormSchema(entity, 'create', 'en', defaultWidgets).schema.properties!.siteName;
    expect(siteName).not.toHaveProperty('description');
  });

  it('drops secrets on edit and passes the reference label', () => {
    const { schema, uiSchema } = buildFormSchema(siteEntity, 'edit', 'zh-CN', defaultWidgets, {
      id: '1',
      parentId: 'p',
      parentId_dictText: '总部',
    });
    expect(Object.keys(schema.properties!)).not.toContain('password');
    expect((uiSchema.parentId as Record<string, { refLabel?: string }>)['ui:options'].refLabel).toBe('总部');
    expect((schema.properties!.siteName as { title: string }).title).toBe('网点名称');
  });
});

describe('validation', () => {
  const { schema, fields } = buildFormSchema(siteEntity, 'create', 'zh-CN', defaultWidgets);
  const validate = (data: Record<string, unknown>, lang: 'zh-CN' | 'en' = 'zh-CN') =>
    formValidator.validateFormData(data, schema, makeCustomValidate(fields, lang), makeTransformErrors(fields, lang));

  it('uses the spec messages for required and formats', () => {
    const { errorSchema } = validate({ personPhone: '123' });
    expect(errorSchema.siteName?.__errors).toEqual(['必填项不能为空']);
    expect(errorSchema.type?.__errors).toEqual(['必填项不能为空']);
    expect(errorSchema.personPhone?.__errors).toEqual(['请输入正确手机号']);
  });

  it('passes valid data and speaks English when asked', () => {
    expect(validate({ siteName: 'A', type: 1, personPhone: '13800138000', fee: 1.25 }).errors).toEqual([]);
    const { errorSchema } = validate({ siteName: 'x'.repeat(65), type: 1, personPhone: '1' }, 'en');
    expect(errorSchema.siteName?.__errors).toEqual(['At most 64 characters']);
    expect(errorSchema.personPhone?.__errors).toEqual(['Please enter a valid mobile number']);
  });

  it('allows at most two decimals for money', () => {
    const { errorSchema } = validate({ siteName: 'A', type: 1, fee: 1.234 });
    expect(errorSchema.fee?.__errors).toEqual(['最多两位小数']);
  });

  it('maps unknown errors to undefined so rjsf keeps its own text', () => {
    expect(errorMessage({ name: 'const', property: '.x', stack: '' }, undefined, 'en')).toBeUndefined();
  });
});

describe('grid and checks', () => {
  it('spans 24 / columns (default 2), whole rows for long inputs, x-options.span first', () => {
    const name = field('siteName');
    expect(fieldSpan(name, undefined, 2)).toBe(12);
    expect(fieldSpan(name, undefined, 1)).toBe(24);
    expect(fieldSpan(name, undefined, 3)).toBe(8);
    for (const format of ['textarea', 'richtext', 'images']) expect(fieldSpan({ ...name, format }, format, 3)).toBe(24);
    expect(fieldSpan({ ...name, widget: 'code' }, 'code', 2)).toBe(24);
    expect(fieldSpan({ ...name, widget: 'code', options: { span: 12 } }, 'code', 2)).toBe(12);
    expect(fieldSpan({ ...name, options: { span: 40 } }, undefined, 2)).toBe(12);
    const { spans } = buildFormSchema(siteEntity, 'create', 'zh-CN', defaultWidgets);
    expect(spans).toMatchObject({ siteName: 12, personPhone: 12 });
  });

  it('checks single-field unique groups and rule-coded fields the user may change', () => {
    const entity = {
      ...siteEntity,
      unique: [['siteName'], ['type', 'personPhone'], ['password']],
      fields: siteEntity.fields.map((f) => (f.name === 'personPhone' ? { ...f, checkRule: 'phone_rule' } : f)),
    };
    expect(buildFormSchema(entity, 'create', 'zh-CN', defaultWidgets).checks).toEqual([
      { kind: 'unique', field: 'siteName', table: 'wl_site' },
      { kind: 'rule', field: 'personPhone', ruleCode: 'phone_rule' },
    ]);
    const readOnly = { hidden: new Set<string>(), readOnly: new Set(['siteName']) };
    expect(buildFormSchema(entity, 'create', 'zh-CN', defaultWidgets, undefined, readOnly).checks).toEqual([
      { kind: 'rule', field: 'personPhone', ruleCode: 'phone_rule' },
    ]);
  });
});

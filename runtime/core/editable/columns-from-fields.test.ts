import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../registry.ts';
import { columnsFromFields } from './columns-from-fields.ts';
import { checkCell } from './rules.ts';
import type { CellValue, EditableColumn } from './types.ts';

const f = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  column: name,
  title: { zh: `${name}中`, en: `${name}En` },
  type: 'string',
  sqlType: 'varchar',
  required: false,
  secret: false,
  standard: false,
  readOnly: false,
  ...extra,
});

const fields: FieldDef[] = [
  f('name', { required: true, maxLength: 4, minLength: 2 }),
  f('state', { type: 'integer', dict: 'order_state', default: 10 }),
  f('tags', { dict: 'tag', multiple: true, items: { max: 2 } }),
  f('kind', { dict: 'kind', widget: 'radio' }),
  f('siteId', { ref: { entity: 'wl_site', label: 'siteName' } }),
  f('siteId2', { ref: { entity: 'wl_site', label: 'siteName' }, widget: 'popup', options: { code: 'site_picker' } }),
  f('day', { format: 'date' }),
  f('at', { format: 'date-time' }),
  f('clock', { format: 'time' }),
  f('price', { type: 'number', format: 'money', minimum: 0 }),
  f('weight', { type: 'number', minimum: 0, maximum: 100 }),
  f('count', { type: 'integer' }),
  f('ok', { type: 'boolean' }),
  f('flag', { widget: 'switch' }),
  f('pic', { format: 'image' }),
  f('pics', { format: 'images', options: { max: 3 } }),
  f('doc', { format: 'file' }),
  f('note', { format: 'textarea' }),
  f('body', { format: 'richtext' }),
  f('dept', { widget: 'depart' }),
  f('users', { widget: 'user', options: { multi: true } }),
  f('phone', { format: 'mobile' }),
  f('card', { format: 'idcard' }),
  f('code', { pattern: '^[A-Z]+$' }),
  f('orderNum', { type: 'integer', readOnly: true }),
];

const all = columnsFromFields(fields, fields.map((x) => x.name).concat('missing'), 'zh-CN', {
  unique: [['code'], ['name', 'state']],
  orderField: 'orderNum',
});
const byKey = Object.fromEntries(all.map((c) => [c.key, c])) as Record<string, EditableColumn>;
const message = (key: string, value: CellValue) => {
  const row = { id: 'r', [key]: value };
  return checkCell({ column: byKey[key], row, rows: [row] });
};

describe('columnsFromFields', () => {
  it('keeps the names’ order, skips unknown names, titles in the language', () => {
    expect(all.map((c) => c.key)).toEqual(fields.map((x) => x.name));
    expect(byKey.name.title).toBe('name中');
    expect(columnsFromFields(fields, ['name'], 'en')[0].title).toBe('nameEn');
  });
  it("carries a field's help in the language, and none for a field without", () => {
    const withHelp = [f('endWeight', { help: { zh: '留空表示不设上限', en: 'Leave empty for no upper limit' } })];
    expect(columnsFromFields(withHelp, ['endWeight'], 'en')[0].help).toBe('Leave empty for no upper limit');
    expect(columnsFromFields(withHelp, ['endWeight'], 'zh-CN')[0].help).toBe('留空表示不设上限');
    expect(byKey.name).not.toHaveProperty('help');
  });
  it('maps every kind of field to its column type', () => {
    const types = Object.fromEntries(all.map((c) => [c.key, c.type]));
    expect(types).toEqual({
      name: 'input',
      state: 'select',
      tags: 'list_multi',
      kind: 'radio',
      siteId: 'sel_search_async',
      siteId2: 'popup',
      day: 'date',
      at: 'datetime',
      clock: 'time',
      price: 'inputNumber',
      weight: 'inputNumber',
      count: 'inputNumber',
      ok: 'checkbox',
      flag: 'checkbox',
      pic: 'image',
      pics: 'image',
      doc: 'file',
      note: 'textarea',
      body: 'textarea',
      dept: 'sel_depart',
      users: 'sel_user',
      phone: 'input',
      card: 'input',
      code: 'input',
      orderNum: 'inputNumber',
    });
  });
  it('carries dictionaries, references, popups, defaults, precision, pickers and uploads', () => {
    expect(byKey.state).toMatchObject({ dictCode: 'order_state', defaultValue: 10 });
    expect(byKey.tags.dictCode).toBe('tag');
    expect(byKey.siteId.dictCode).toBe('wl_site,siteName,id');
    expect(byKey.siteId2).toMatchObject({ popupCode: 'site_picker', orgFields: 'id', destFields: 'siteId2' });
    expect(byKey.price.precision).toBe(2);
    expect(byKey.count.precision).toBe(0);
    expect(byKey.weight.precision).toBeUndefined();
    expect(byKey.flag.customValue).toEqual(['Y', 'N']);
    expect(byKey.dept.fieldExtendJson).toEqual({ store: 'id', text: 'departName', multiSelect: false });
    expect(byKey.users.fieldExtendJson).toEqual({ store: 'username', text: 'realname', multiSelect: true });
    expect(byKey.pic.fieldExtendJson).toEqual({ uploadnum: 1 });
    expect(byKey.pics.fieldExtendJson).toEqual({ uploadnum: 3 });
    expect(byKey.orderNum).toMatchObject({ isOrder: true, disabled: true });
  });
  it('required, unique (single-field groups only), lengths', () => {
    expect(message('name', '')).toBe('请输入name中!');
    expect(message('name', 'a')).toBe('最小长度2位字符');
    expect(message('name', 'abcde')).toBe('最大长度4位字符');
    expect(message('name', 'abc')).toBeUndefined();
    expect(byKey.code.validateRules).toContainEqual({ unique: true });
    expect(byKey.name.validateRules?.some((r) => r.unique)).toBe(false);
  });
  it('formats check what the server checks, with the shared messages', () => {
    expect(message('phone', '12345')).toBe('请输入正确手机号');
    expect(message('phone', '13800000000')).toBeUndefined();
    expect(message('card', '110101199003071234')).toBe('请输入正确的身份证号码');
    expect(message('code', 'abc')).toBe('code中格式错误');
    expect(message('code', 'ABC')).toBeUndefined();
    expect(message('price', 1.234)).toBe('请输入正确的金额，最多两位小数');
  });
  it('minimum and maximum become a rule with the server’s words; multi item counts too', () => {
    expect(message('price', -1)).toBe('不能小于0');
    expect(message('weight', 101)).toBe('不能大于100');
    expect(message('weight', 50)).toBeUndefined();
    expect(message('tags', 'a,b,c')).toBe('最多选择2项');
    expect(message('tags', 'a,b')).toBeUndefined();
  });
});

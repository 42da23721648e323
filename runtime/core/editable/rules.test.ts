import { describe, expect, it } from 'vitest';
import { buildUniqueIndex, checkCell, validateRows } from './rules.ts';
import type { EditableColumn, EditableRow, ValidateRule } from './types.ts';

const col = (rules: ValidateRule[], extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key: 'v',
  title: '名称',
  type: 'input',
  validateRules: rules,
  ...extra,
});
const row = (v: unknown, id = 'r1'): EditableRow => ({ id, v: v as EditableRow['v'] });
const check = (rules: ValidateRule[], v: unknown, extra: Partial<EditableColumn> = {}, rows?: EditableRow[]) => {
  const r = row(v);
  return checkCell({ column: col(rules, extra), row: r, rows: rows ?? [r] });
};

describe('required', () => {
  it('fails on empty, blank and missing values with 请输入{title}!', () => {
    for (const v of [undefined, null, '', '   ']) expect(check([{ required: true }], v)).toBe('请输入名称!');
    expect(check([{ required: true }], 'x')).toBeUndefined();
    expect(check([{ required: true }], 0)).toBeUndefined();
  });
  it('says 请选择 for chosen values, English in en, and uses its own message with ${title}', () => {
    expect(check([{ required: true }], '', { type: 'select' })).toBe('请选择名称!');
    const r = row('');
    expect(checkCell({ column: col([{ required: true }]), row: r, rows: [r], lang: 'en' })).toBe('Please enter 名称!');
    expect(check([{ required: true, message: '${title}必须填写' }], '')).toBe('名称必须填写');
  });
  it('a required checkbox must hold its checked value', () => {
    const extra: Partial<EditableColumn> = { type: 'checkbox', customValue: ['Y', 'N'] };
    expect(check([{ required: true }], 'N', extra)).toBe('请选择名称!');
    expect(check([{ required: true }], 'Y', extra)).toBeUndefined();
  });
});

describe('unique', () => {
  const rows = [row('a', 'r1'), row('b', 'r2'), row('a', 'r3'), row('', 'r4'), row('', 'r5')];
  it('fails when another row holds the same value; empty values never clash', () => {
    const column = col([{ unique: true }]);
    expect(checkCell({ column, row: rows[0], rows })).toBe('名称不能重复');
    expect(checkCell({ column, row: rows[1], rows })).toBeUndefined();
    expect(checkCell({ column, row: rows[3], rows })).toBeUndefined();
  });
  it('numbers and their text are the same value; the precomputed index agrees with the scan', () => {
    const mixed = [row(1, 'a'), row('1', 'b'), row(2, 'c')];
    const column = col([{ unique: true }]);
    const unique = buildUniqueIndex([column], mixed);
    for (const r of mixed) {
      expect(checkCell({ column, row: r, rows: mixed, unique })).toBe(checkCell({ column, row: r, rows: mixed }));
    }
    expect(checkCell({ column, row: mixed[0], rows: mixed, unique })).toBe('名称不能重复');
  });
});

describe('pattern shortcuts (spec 001 §5.2)', () => {
  const cases: [string, string[], string[]][] = [
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
    ['*6-16', ['abc de', '中文中文中文'], ['abcde', 'x'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCDEFabcdefABCDEF'], ['abcde', 'abcde1', 'a'.repeat(19)]],
    ['url', ['http://a.cn', 'https://x.y/z?q=1'], ['ftp://a.cn', 'www.a.cn']],
    ['e', ['a.b@c.com'], ['a@b', 'ab.com']],
    ['m', ['13912345678', '19912345678', '16612345678'], ['12912345678', '1391234567', '139123456789']],
    ['p', ['100000'], ['10000', '1000000', '10000a']],
    ['s', ['abc', 'ABC'], ['ab1', 'a b']],
    ['n', ['12', '-3.5', '0'], ['1e3', 'abc', '1.']],
    ['z', ['12', '-3', '0'], ['1.5', 'a']],
    ['*', ['x', ' y '], ['', '   ']],
    ['money', ['1', '1.5', '1.55', '-2.10'], ['1.555', '1.', 'a']],
  ];
  for (const [shortcut, good, bad] of cases) {
    it(`${shortcut}`, () => {
      for (const v of good) expect(check([{ pattern: shortcut }], v), `${shortcut} ${v}`).toBeUndefined();
      for (const v of bad) expect(check([{ pattern: shortcut }], v), `${shortcut} ${v}`).toBeTypeOf('string');
    });
  }
  it('every shortcut but * lets empty values pass (emptiness is required’s business)', () => {
    expect(check([{ pattern: 'm' }], '')).toBeUndefined();
    expect(check([{ pattern: '*' }], '')).toBe('该值不能为空');
  });
  it('messages: the shortcut’s, the shared ones reused, or the rule’s own', () => {
    expect(check([{ pattern: 'm' }], '123')).toBe('请输入正确手机号');
    expect(check([{ pattern: 'url' }], 'x')).toBe('请输入以http和https开头的网址');
    expect(check([{ pattern: 'e' }], 'x')).toBe('邮箱格式不正确');
    expect(check([{ pattern: 'p' }], 'x')).toBe('请输入正确的邮政编码');
    expect(check([{ pattern: 'money' }], '1.234')).toBe('请输入正确的金额，最多两位小数');
    expect(check([{ pattern: 'm', message: '${title}手机号不对' }], '1')).toBe('名称手机号不对');
  });
  it('numbers are checked as their text', () => {
    expect(check([{ pattern: 'z' }], 12)).toBeUndefined();
    expect(check([{ pattern: 'money' }], 1.234)).toBeTypeOf('string');
  });
});

describe('custom regex', () => {
  it('takes a RegExp, a source string or a /literal/flags string; a bad source checks nothing', () => {
    expect(check([{ pattern: /^A\d$/ }], 'A1')).toBeUndefined();
    expect(check([{ pattern: /^A\d$/ }], 'B1')).toBe('名称格式错误');
    expect(check([{ pattern: '^A\\d$' }], 'A2')).toBeUndefined();
    expect(check([{ pattern: '^A\\d$' }], 'a2')).toBe('名称格式错误');
    expect(check([{ pattern: '/^a\\d$/i' }], 'A2')).toBeUndefined();
    expect(check([{ pattern: '([' }], 'x')).toBeUndefined();
  });
  it('a global RegExp gives the same answer every time', () => {
    const rules = [{ pattern: /^x$/g }];
    expect([check(rules, 'x'), check(rules, 'x'), check(rules, 'x')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('handlers', () => {
  it('sync: a string is the message, false the rule’s or default message, true/undefined pass', () => {
    expect(check([{ handler: () => 'bad' }], 'x')).toBe('bad');
    expect(check([{ handler: () => false }], 'x')).toBe('名称校验未通过');
    expect(check([{ handler: () => false, message: '${title}不行' }], 'x')).toBe('名称不行');
    expect(check([{ handler: () => true }], 'x')).toBeUndefined();
    expect(check([{ handler: () => undefined }], 'x')).toBeUndefined();
    expect(
      check(
        [
          {
            handler: () => {
              throw new Error('boom');
            },
          },
        ],
        'x',
      ),
    ).toBe('boom');
  });
  it('async: awaited, sees value, row and rows; later rules still run; rejection gives its message', async () => {
    const seen: unknown[] = [];
    const rules: ValidateRule[] = [
      {
        handler: async (value, r, rows) => {
          seen.push(value, r.id, rows.length);
          return undefined;
        },
      },
      { pattern: 'z' },
    ];
    await expect(check(rules, 'x')).resolves.toBe('请输入整数');
    expect(seen).toEqual(['x', 'r1', 1]);
    await expect(check([{ handler: async () => 'taken' }], 'x')).resolves.toBe('taken');
    await expect(check([{ handler: () => Promise.reject(new Error('offline')) }], 'x')).resolves.toBe('offline');
  });
  it('the first failing rule wins', () => {
    expect(check([{ required: true }, { pattern: 'z' }], '')).toBe('请输入名称!');
    expect(check([{ required: true }, { pattern: 'z' }], 'a')).toBe('请输入整数');
  });
});

describe('validateRows', () => {
  it('returns rowId -> field -> message for every failing cell, awaiting handlers, in row order', async () => {
    const columns: EditableColumn[] = [
      { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }, { unique: true }] },
      {
        key: 'code',
        title: '编码',
        type: 'input',
        validateRules: [{ handler: async (v) => (v === 'x' ? 'x 已存在' : undefined) }],
      },
      { key: 'note', title: '备注', type: 'input' },
    ];
    const rows: EditableRow[] = [
      { id: 'a', name: 'n', code: 'x' },
      { id: 'b', name: '', code: 'y' },
      { id: 'c', name: 'n', code: 'z' },
      { id: 'd', name: 'm', code: 'z' },
    ];
    const errors = await validateRows(columns, rows);
    expect(errors).toEqual({
      a: { name: '名称不能重复', code: 'x 已存在' },
      b: { name: '请输入名称!' },
      c: { name: '名称不能重复' },
    });
    expect(Object.keys(errors)).toEqual(['a', 'b', 'c']);
    expect(await validateRows(columns, [{ id: 'a', name: 'ok', code: 'y' }])).toEqual({});
  });
});

// The duplicate-value check (only declared single-field unique pairs, tenant-scoped where the entity
// is) and check rules (ruleJson vetted at save time, bounded pattern cost, checkByCode).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('checks on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  const dup = (q: Record<string, string>, headers?: Record<string, string>) =>
    t.get<boolean>('/sys/duplicate/check', q, headers);

  describe('duplicate check', () => {
    it('says whether a unique value is taken, excluding the record being edited', async () => {
      const driver = await addOk(t, '/sys/position', { name: '司机', code: 'driver' });
      const taken = await dup({ tableName: 'sys_position', fieldName: 'code', fieldVal: 'driver' });
      expect(taken.status).toBe(200);
      expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！', result: false });
      const free = await dup({ tableName: 'sys_position', fieldName: 'code', fieldVal: 'courier' });
      expect(free.body).toMatchObject({ success: true, message: '该值可用！', result: true });
      const self = await dup({
        tableName: 'sys_position',
        fieldName: 'code',
        fieldVal: 'driver',
        dataId: driver.id as string,
      });
      expect(self.body.success).toBe(true);
      // Column names are accepted as JeecgBoot sends them.
      const byColumn = await dup({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'site_type' });
      expect(byColumn.body.success).toBe(false);
      const en = await dup(
        { tableName: 'sys_position', fieldName: 'code', fieldVal: 'driver' },
        { 'accept-language': 'en' },
      );
      expect(en.body.message).toBe('This value is not available: it already exists');
    });

    it('checks tenant entities (scoped to the request tenant) by wire or column name', async () => {
      await addOk(t, '/wl/site', { siteName: 'Tenant zero site', type: 0, siteMode: 0 });
      const here = await dup({ tableName: 'wl_site', fieldName: 'siteName', fieldVal: 'Tenant zero site' });
      expect(here.body.success).toBe(false);
      const q = { tableName: 'wl_site', fieldName: 'site_name', fieldVal: 'Tenant zero site' };
      expect((await dup(q)).body.success).toBe(false);
    });

    it('refuses fields that are not declared unique on their own, secret fields and unknown tables', async () => {
      for (const [tableName, fieldName] of [
        ['sys_position', 'name'], // not unique
        ['sys_dict_item', 'itemValue'], // only unique together with dictId
        ['sys_user', 'password'], // secret
        ['sys_user_role', 'userId'], // internal link table
        ['no_table', 'code'],
      ]) {
        const r = await dup({ tableName, fieldName, fieldVal: 'x' });
        expect(r.status, `${tableName}.${fieldName}`).toBe(400);
        expect(r.body.success).toBe(false);
      }
      expect((await dup({ tableName: 'sys_position', fieldName: 'code' })).status).toBe(400);
    });
  });

  describe('check rules', () => {
    const saveRule = (ruleCode: string, ruleJson: unknown) =>
      t.post<Rec>('/sys/checkRule/add', {
        ruleName: ruleCode,
        ruleCode,
        ruleJson: typeof ruleJson === 'string' ? ruleJson : JSON.stringify(ruleJson),
      });
    const check = (ruleCode: string, value: string) => t.get('/sys/checkRule/checkByCode', { ruleCode, value });

    it('checks a value segment by segment with the failing rule message', async () => {
      const saved = await saveRule('emp_no', [
        { digits: 2, pattern: '^[A-Z]+$', message: '前两位必须是大写字母' },
        { digits: '*', pattern: '^[0-9]{4,6}$', message: '后面必须是4到6位数字' },
      ]);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await check('emp_no', 'AB1234')).body).toMatchObject({ success: true });
      expect((await check('emp_no', 'Ab1234')).body).toMatchObject({ success: false, message: '前两位必须是大写字母' });
      expect((await check('emp_no', 'AB12')).body).toMatchObject({ success: false, message: '后面必须是4到6位数字' });
      expect((await check('emp_no', 'A')).body).toMatchObject({ success: false, message: '前两位必须是大写字母' });
      await saveRule('fixed3', [{ digits: 3, pattern: '^\\d+$', message: '三位数字' }]);
      expect((await check('fixed3', '123')).body.success).toBe(true);
      expect((await check('fixed3', '1234')).body).toMatchObject({ success: false, message: '值的长度超出规则的位数' });
    });

    it('refuses at save time rules whose patterns could run away, and changes nothing', async () => {
      const before = await t.db.selectFrom('sys_check_rule').selectAll().orderBy('id').execute();
      const bad: [string, unknown][] = [
        ['nested', [{ digits: '*', pattern: '^(a+)+$', message: 'm' }]],
        ['nested2', [{ digits: '*', pattern: '^((ab)*c)*$', message: 'm' }]],
        ['alternation', [{ digits: '*', pattern: '^(a|aa)+$', message: 'm' }]],
        ['backref', [{ digits: '*', pattern: '^(a)\\1$', message: 'm' }]],
        ['lookahead', [{ digits: '*', pattern: '^(?=a).*$', message: 'm' }]],
        ['too_long', [{ digits: '*', pattern: `^${'a'.repeat(250)}$`, message: 'm' }]],
        ['many_quant', [{ digits: '*', pattern: '^a*b*c*d*e*f*g*$', message: 'm' }]],
        ['syntax', [{ digits: '*', pattern: '^[a-$', message: 'm' }]],
        [
          'star_first',
          [
            { digits: '*', pattern: '.*', message: 'm' },
            { digits: 1, pattern: '.', message: 'm' },
          ],
        ],
        ['bad_digits', [{ digits: 0, pattern: '.', message: 'm' }]],
        ['no_message', [{ digits: 1, pattern: '.' }]],
        ['not_json', '{digits: 1'],
        ['empty', []],
      ];
      for (const [code, json] of bad) {
        const r = await saveRule(code, json);
        expect(r.status, code).toBe(400);
        expect(r.body.message, code).toMatch(/^规则JSON无效/);
      }
      const existing = await saveRule('ok_rule', [{ digits: '*', pattern: '^x+$', message: 'x only' }]);
      const edit = await t.put('/sys/checkRule/edit', {
        id: existing.body.result.id,
        version: existing.body.result.version,
        ruleJson: JSON.stringify([{ digits: '*', pattern: '(x+)+y', message: 'm' }]),
      });
      expect(edit.status).toBe(400);
      const after = await t.db
        .selectFrom('sys_check_rule')
        .selectAll()
        .where('rule_code', '<>', 'ok_rule')
        .orderBy('id')
        .execute();
      expect(after).toEqual(before);
    });

    it('bounds the value length and does not run a rule stored before the bounds', async () => {
      await saveRule('any', [{ digits: '*', pattern: '^.*$', message: 'm' }]);
      expect((await check('any', 'a'.repeat(256))).body.success).toBe(true);
      expect((await check('any', 'a'.repeat(257))).body).toMatchObject({ success: false });
      expect((await check('any', 'a'.repeat(5000))).status).toBe(400);
      // A pathological rule written straight into the table is refused, not run.
      await t.db
        .updateTable('sys_check_rule')
        .set({ rule_json: JSON.stringify([{ digits: '*', pattern: '^(a+)+$', message: 'm' }]) })
        .where('rule_code', '=', 'any')
        .execute();
      const started = Date.now();
      const r = await check('any', `${'a'.repeat(40)}b`);
      expect(r.status).toBe(422);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await check('no_such_rule', 'x')).status).toBe(404);
      expect((await check("x' or 1=1", 'x')).status).toBe(400);
    });
  });
});

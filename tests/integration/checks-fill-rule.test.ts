// Fill rules: codes like WL20261122-0001 from sys_fill_rule, a sequence that restarts when the date
// part changes, atomic under concurrency on SQLite and PostgreSQL, and used on add by fields that
// declare x-fill-rule (a fixture entity generated into a temp folder, as new-entity.test.ts does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateParts } from '../../src/server/engine/crud/fill-rule.ts';
import { DIALECTS } from './helpers/databases.ts';
import { generateWithFixtures, type GeneratedFixture } from './helpers/generated-fixture.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let generated: GeneratedFixture;

beforeAll(async () => {
  generated = await generateWithFixtures({ 'zz_ticket.json': 'fixtures/zz_ticket.json' });
});
afterAll(() => generated.remove());

describe.each(DIALECTS)('fill rules on %s', (dialect) => {
  let t: TestApp;
  const today = dateParts(new Date());
  beforeAll(async () => {
    // The fixture entity has no sys_permission rows; these tests are about fill rules, not permissions.
    t = await startTestApp({ dialect, ...generated, build: { authorize: (request) => request.user !== null } });
  });
  afterAll(async () => t?.close());

  const rule = (body: Record<string, unknown>) =>
    addOk(t, '/sys/fillRule', { ruleName: String(body.ruleCode), seqLength: 4, ...body });
  const next = async (code: string) => {
    const r = await t.get<string>(`/sys/fillRule/executeRuleByCode/${code}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };

  it('generates prefix + date + sequence and restarts when the date part changes', async () => {
    await rule({ ruleCode: 'order_no', prefix: 'WL', dateFormat: 'YYYYMMDD' });
    expect(await next('order_no')).toBe(`WL${today.YYYYMMDD}-0001`);
    expect(await next('order_no')).toBe(`WL${today.YYYYMMDD}-0002`);
    // Yesterday's sequence was far along: today starts again at 1.
    await t.db
      .updateTable('sys_fill_rule')
      .set({ seq_date: '20200101', current_seq: 57 })
      .where('rule_code', '=', 'order_no')
      .execute();
    expect(await next('order_no')).toBe(`WL${today.YYYYMMDD}-0001`);
    await rule({ ruleCode: 'month_no', prefix: 'M', dateFormat: 'YYYYMM', seqLength: 6 });
    expect(await next('month_no')).toBe(`M${today.YYYYMM}-000001`);
    await rule({ ruleCode: 'plain_no', prefix: 'P', dateFormat: 'NONE', seqLength: 3 });
    expect(await next('plain_no')).toBe('P001');
    expect(await next('plain_no')).toBe('P002');
    const stored = await t.db
      .selectFrom('sys_fill_rule')
      .select(['current_seq', 'seq_date'])
      .where('rule_code', '=', 'order_no')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ current_seq: 1, seq_date: today.YYYYMMDD });
  });

  it('answers 404 for an unknown rule and 400 for a malformed code', async () => {
    expect((await t.get('/sys/fillRule/executeRuleByCode/no_such_rule')).status).toBe(404);
    expect((await t.get(`/sys/fillRule/executeRuleByCode/${encodeURIComponent("x' or 1=1")}`)).status).toBe(400);
  });

  it('fills an empty x-fill-rule field on add, keeps a given value, and never repeats under concurrency', async () => {
    await rule({ ruleCode: 'ticket_no', prefix: 'TK', dateFormat: 'YYYY', seqLength: 4 });
    const a = await addOk(t, '/zz/ticket', { subject: 'first' });
    expect(a.ticketNo).toBe(`TK${today.YYYY}-0001`);
    const given = await addOk(t, '/zz/ticket', { subject: 'manual', ticketNo: 'MANUAL-1' });
    expect(given.ticketNo).toBe('MANUAL-1');
    const blank = await addOk(t, '/zz/ticket', { subject: 'blank', ticketNo: '' });
    expect(blank.ticketNo).toBe(`TK${today.YYYY}-0002`);
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.post<Rec>('/zz/ticket/add', { subject: `c${i}` })),
    );
    expect(many.map((r) => r.status)).toEqual(Array(20).fill(200));
    const codes = many.map((r) => r.body.result.ticketNo as string).sort();
    expect(codes).toEqual(Array.from({ length: 20 }, (_, i) => `TK${today.YYYY}-${String(i + 3).padStart(4, '0')}`));
  });

  it('keeps the counter read-only through the generic routes', async () => {
    const r = await rule({ ruleCode: 'ro_no', prefix: 'R', dateFormat: 'NONE', currentSeq: 999 });
    expect(r.currentSeq ?? null).toBeNull();
    expect(await next('ro_no')).toBe('R0001');
  });
});

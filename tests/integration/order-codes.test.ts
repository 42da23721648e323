// Issue 23 item 1: a freight order's pickup and unload codes are given to it on add and are verified,
// never overwritten, by 申请装货 / 申请卸货 (`verifies` in wl_order's x-states): the typed code must
// equal the stored one, a wrong or missing one is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { addOrder } from './helpers/orders.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { act, column, orderIn, stateLogs, storedOrder } from './helpers/workflow.ts';

describe.each(DIALECTS)('freight order codes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  }, 60_000);
  afterAll(async () => t?.close());

  it('gives a new order its own six-digit pickup and unload codes, shown to office staff', async () => {
    const id = await addOrder(t);
    const r = await t.get<Record<string, unknown>>('/wl/order/queryById', { id });
    expect(r.body.result.pickupCode).toMatch(/^\d{6}$/);
    expect(r.body.result.unloadCode).toMatch(/^\d{6}$/);
    const typed = await t.post<Record<string, unknown>>('/wl/order/add', {
      orderNo: `OC-${dialect}-typed`,
      itemInfo: 'Boxes',
      price: 10,
      senderName: 'S',
      senderPhone: '13800000001',
      receiverName: 'R',
      receiverPhone: '13800000002',
      pickupCode: '424242',
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.result.pickupCode).toBe('424242');
    expect(typed.body.result.unloadCode).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong pickup code with 400, keeps the stored code and changes nothing', async () => {
    const id = await orderIn(t, 30);
    const before = await storedOrder(t, id);
    const code = String(before[column('pickupCode')]);
    const wrong = code === '000000' ? '111111' : '000000';
    const zh = await act(t, 'applyLoading', id, { pickupCode: wrong });
    expect(zh.status, JSON.stringify(zh.body)).toBe(400);
    expect(zh.body.message).toBe('「提货码」不正确，请核对后重新输入');
    const en = await act(t, 'applyLoading', id, { pickupCode: '测试0' }, { 'accept-language': 'en' });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('The pickup code does not match; check it and type it again');
    const none = await act(t, 'applyLoading', id, {}, { 'accept-language': 'en' });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('"Apply loading" needs: Pickup code');
    expect(await storedOrder(t, id)).toEqual(before);
    expect(await stateLogs(t, id)).toEqual([]);
  });

  it('moves on the right code (blanks around it ignored) without writing the code', async () => {
    const id = await orderIn(t, 30);
    const before = await storedOrder(t, id);
    const code = String(before[column('pickupCode')]);
    const r = await act(t, 'applyLoading', id, { pickupCode: ` ${code} ` });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ orderState: 35, pickupCode: code });
    const after = await storedOrder(t, id);
    expect(after[column('pickupCode')]).toBe(code);
    expect(after[column('unloadCode')]).toBe(before[column('unloadCode')]);
  });

  it('verifies the unload code the same way', async () => {
    const id = await orderIn(t, 50);
    const before = await storedOrder(t, id);
    const code = String(before[column('unloadCode')]);
    const pickup = String(before[column('pickupCode')]);
    if (pickup !== code) {
      const other = await act(t, 'applyUnloading', id, { unloadCode: pickup });
      expect(other.status).toBe(400);
      expect(other.body.message).toBe('「卸货码」不正确，请核对后重新输入');
      expect(await storedOrder(t, id)).toEqual(before);
    }
    const ok = await act(t, 'applyUnloading', id, { unloadCode: code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.result).toMatchObject({ orderState: 55, unloadCode: code });
  });

  it('refuses to verify against an order without a code (older rows) and says so', async () => {
    const id = await orderIn(t, 30);
    await t.db
      .updateTable('wl_order')
      .set({ [column('pickupCode')]: null })
      .where('id', '=', id)
      .execute();
    const before = await storedOrder(t, id);
    const r = await act(t, 'applyLoading', id, { pickupCode: '123456' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('记录没有「提货码」，无法核对');
    expect(await storedOrder(t, id)).toEqual(before);
  });
});

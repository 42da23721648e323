import { describe, expect, it } from 'vitest';
import { COMMISSION, FIXED, siteFeeMinor } from './fee.ts';
import { PAID, PARTIAL, UNPAID, paymentOf } from './payment.ts';

describe('siteFeeMinor', () => {
  it('a fixed fee is the amount itself, whatever the price', () => {
    expect(siteFeeMinor(FIXED, 150, 0)).toBe(150);
    expect(siteFeeMinor(FIXED, 150, 99_999_999)).toBe(150);
    expect(siteFeeMinor(FIXED, 0, 1000)).toBe(0);
  });

  it('a commission is price × percent, rounded half-up to the cent', () => {
    expect(siteFeeMinor(COMMISSION, 500, 10_000)).toBe(500); // 5 % of 100.00 = 5.00
    expect(siteFeeMinor(COMMISSION, 1000, 1005)).toBe(101); // 10 % of 10.05 = 1.005 -> 1.01
    expect(siteFeeMinor(COMMISSION, 1000, 1004)).toBe(100); // 1.004 -> 1.00
    expect(siteFeeMinor(COMMISSION, 1000, 1006)).toBe(101); // 1.006 -> 1.01
    expect(siteFeeMinor(COMMISSION, 333, 150)).toBe(5); // 3.33 % of 1.50 = 0.04995 -> 0.05
    expect(siteFeeMinor(COMMISSION, 333, 149)).toBe(5); // 0.049617 -> 0.05
    expect(siteFeeMinor(COMMISSION, 1, 4999)).toBe(0); // 0.01 % of 49.99 = 0.004999 -> 0.00
    expect(siteFeeMinor(COMMISSION, 1, 5000)).toBe(1); // 0.005 -> 0.01
  });

  it('a commission on a zero price, 0 %, 100 % and a huge price', () => {
    expect(siteFeeMinor(COMMISSION, 500, 0)).toBe(0);
    expect(siteFeeMinor(COMMISSION, 0, 12_345)).toBe(0);
    expect(siteFeeMinor(COMMISSION, 10_000, 12_345)).toBe(12_345);
    // 9,007,199,254,740.99 × 99.99 % stays exact (the product is beyond 2^53).
    expect(siteFeeMinor(COMMISSION, 9999, 900_719_925_474_099)).toBe(900_629_853_481_552);
  });
});

describe('paymentOf', () => {
  it('is unpaid at 0 received, partial in between, paid from the price on', () => {
    expect(paymentOf(1000, 0)).toEqual({ state: UNPAID, uncollected: 1000 });
    expect(paymentOf(1000, 1)).toEqual({ state: PARTIAL, uncollected: 999 });
    expect(paymentOf(1000, 999)).toEqual({ state: PARTIAL, uncollected: 1 });
    expect(paymentOf(1000, 1000)).toEqual({ state: PAID, uncollected: 0 });
    expect(paymentOf(1000, 1500)).toEqual({ state: PAID, uncollected: 0 });
  });

  it('a free order with nothing received is unpaid, with something received paid', () => {
    expect(paymentOf(0, 0)).toEqual({ state: UNPAID, uncollected: 0 });
    expect(paymentOf(0, 1)).toEqual({ state: PAID, uncollected: 0 });
  });
});

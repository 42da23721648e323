import { describe, expect, it } from 'vitest';
import {
  compare,
  divideHalfUp,
  kgToGrams,
  matchInterval,
  matchTier,
  priceInterval,
  priceTier,
  ratioParts,
  PRICING_FIXED,
  PRICING_PER_KG,
  type Interval,
  type Tier,
} from './pricing.ts';

const g = (kg: number) => kgToGrams(kg)!;

// 0 < w <= 5 kg: 10.00 fixed; 5 < w <= 20: 2.50/kg; 20 < w: 2.00/kg (open-ended).
const tiers: Tier[] = [
  { id: 'b', startGrams: 5000, endGrams: 20000, priceCents: 250, pricingType: PRICING_PER_KG },
  { id: 'a', startGrams: 0, endGrams: 5000, priceCents: 1000, pricingType: PRICING_FIXED },
  { id: 'c', startGrams: 20000, endGrams: null, priceCents: 200, pricingType: PRICING_PER_KG },
];
const tierAt = (kg: number) => matchTier(tiers, g(kg))?.id;

describe('weights', () => {
  it('turns kg with up to 3 decimals into exact grams', () => {
    expect(kgToGrams(0.001)).toBe(1);
    expect(kgToGrams(1.005)).toBe(1005);
    expect(kgToGrams(0.1 + 0.2)).toBe(300); // float noise is not a 4th decimal
    expect(kgToGrams(123456.789)).toBe(123456789);
  });
  it('refuses a 4th decimal and non-numbers', () => {
    expect(kgToGrams(1.0005)).toBeNull();
    expect(kgToGrams(Number.NaN)).toBeNull();
    expect(kgToGrams(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('freight tiers: start < w <= end', () => {
  it('first tier: exactly its start (0) matches none; start + 1 g, exactly end match it', () => {
    expect(tierAt(0)).toBeUndefined();
    expect(tierAt(0.001)).toBe('a');
    expect(tierAt(5)).toBe('a');
  });
  it('second tier: exactly its start is the previous tier; start + 1 g, exactly end are its own', () => {
    expect(tierAt(5)).toBe('a');
    expect(tierAt(5.001)).toBe('b');
    expect(tierAt(20)).toBe('b');
  });
  it('open-ended tier: end + 1 g of the previous tier and any larger weight', () => {
    expect(tierAt(20)).toBe('b');
    expect(tierAt(20.001)).toBe('c');
    expect(tierAt(999999.999)).toBe('c');
  });
  it('a closed last tier: end + 1 g matches nothing', () => {
    const closed = tiers.filter((t) => t.id !== 'c');
    expect(matchTier(closed, g(20))?.id).toBe('b');
    expect(matchTier(closed, g(20.001))).toBeUndefined();
  });
  it('a gap between tiers matches nothing', () => {
    const gap: Tier[] = [
      { id: 'x', startGrams: 0, endGrams: 1000, priceCents: 100, pricingType: PRICING_FIXED },
      { id: 'y', startGrams: 2000, endGrams: 3000, priceCents: 100, pricingType: PRICING_FIXED },
    ];
    expect(matchTier(gap, 1001)).toBeUndefined();
    expect(matchTier(gap, 2000)).toBeUndefined();
    expect(matchTier(gap, 2001)?.id).toBe('y');
  });
});

describe('pricing types', () => {
  it('fixed price (0): the tier price whatever the weight', () => {
    expect(priceTier(tiers[1], g(0.001)).cents).toBe(1000);
    expect(priceTier(tiers[1], g(5)).cents).toBe(1000);
  });
  it('per kg (1): price x weight', () => {
    expect(priceTier(tiers[0], g(5.001))).toEqual({ cents: 1250, exact: '12.5025' });
    expect(priceTier(tiers[0], g(20)).cents).toBe(5000);
    expect(priceTier(tiers[2], g(100.5)).cents).toBe(20100);
  });
  it('the template ratio multiplies either type', () => {
    expect(priceTier(tiers[1], g(1), ratioParts(1.1)).cents).toBe(1100);
    expect(priceTier(tiers[0], g(10), ratioParts(0.8)).cents).toBe(2000);
    expect(priceTier(tiers[0], g(10), ratioParts(null)).cents).toBe(2500);
  });
});

describe('rounding half-up to the cent', () => {
  const perKg = (cents: number): Tier => ({
    id: 't',
    startGrams: 0,
    endGrams: null,
    priceCents: cents,
    pricingType: PRICING_PER_KG,
  });
  it('x.xx5 rounds up, x.xx4999 down', () => {
    expect(priceTier(perKg(125), g(1.5))).toEqual({ cents: 188, exact: '1.875' }); // 1.875 -> 1.88
    expect(priceTier(perKg(1), g(0.5))).toEqual({ cents: 1, exact: '0.005' }); // 0.005 -> 0.01
    expect(priceTier(perKg(1), g(0.499)).cents).toBe(0); // 0.00499 -> 0.00
    expect(priceTier(perKg(1005), g(0.5)).cents).toBe(503); // 5.025 -> 5.03 (float would give 5.02)
    expect(priceTier(perKg(3), g(0.5)).cents).toBe(2); // 0.015 -> 0.02
    expect(priceTier(perKg(3), g(0.499)).cents).toBe(1); // 0.01497 -> 0.01
  });
  it('a ratio product at a half cent rounds up', () => {
    const fixed: Tier = { id: 'f', startGrams: 0, endGrams: null, priceCents: 1, pricingType: PRICING_FIXED };
    expect(priceTier(fixed, 1, ratioParts(1.5))).toEqual({ cents: 2, exact: '0.015' });
    expect(priceTier(fixed, 1, ratioParts(1.49)).cents).toBe(1);
  });
  it('divideHalfUp', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    expect(divideHalfUp(25n, 10n)).toBe(3n);
  });
});

describe('comparison operators', () => {
  it.each([
    ['gt', 999, false],
    ['gt', 1000, false],
    ['gt', 1001, true],
    ['ge', 999, false],
    ['ge', 1000, true],
    ['ge', 1001, true],
    ['lt', 999, true],
    ['lt', 1000, false],
    ['lt', 1001, false],
    ['le', 999, true],
    ['le', 1000, true],
    ['le', 1001, false],
    ['eq', 1000, false],
  ] as const)('%s at %i g against 1000 g is %s', (op, grams, expected) => {
    expect(compare(op, grams, 1000)).toBe(expected);
  });
});

describe('zone freight intervals', () => {
  const iv = (
    id: string,
    so: string,
    s: number,
    eo: string,
    e: number | null,
    cents = 100,
    orderNum = 0,
  ): Interval => ({
    id,
    startOperator: so,
    startGrams: s,
    endOperator: eo,
    endGrams: e,
    pricePerKgCents: cents,
    orderNum,
  });
  // [0, 10] ge/le, (10, 50) gt/lt, [50, ∞) ge/open
  const intervals = [
    iv('i1', 'ge', 0, 'le', 10000),
    iv('i2', 'gt', 10000, 'lt', 50000, 80, 1),
    iv('i3', 'ge', 50000, 'le', null, 60, 2),
  ];
  const at = (kg: number) => matchInterval(intervals, g(kg))?.id;
  it('ge start / le end: both bounds included', () => {
    expect(at(0.001)).toBe('i1');
    expect(at(10)).toBe('i1');
    expect(matchInterval(intervals, 0)?.id).toBe('i1');
  });
  it('gt start / lt end: both bounds excluded', () => {
    expect(at(10.001)).toBe('i2');
    expect(at(49.999)).toBe('i2');
    expect(at(50)).toBe('i3'); // lt excludes 50, ge of the next includes it
  });
  it('open end: the end comparison does not apply', () => {
    expect(at(50.001)).toBe('i3');
    expect(at(100000)).toBe('i3');
  });
  it('gt start excludes exactly the start, lt end excludes exactly the end', () => {
    const only = [iv('o', 'gt', 1000, 'lt', 2000)];
    expect(matchInterval(only, 1000)).toBeUndefined();
    expect(matchInterval(only, 1001)?.id).toBe('o');
    expect(matchInterval(only, 1999)?.id).toBe('o');
    expect(matchInterval(only, 2000)).toBeUndefined();
  });
  it('ge start includes exactly the start, le end includes exactly the end', () => {
    const only = [iv('o', 'ge', 1000, 'le', 2000)];
    expect(matchInterval(only, 999)).toBeUndefined();
    expect(matchInterval(only, 1000)?.id).toBe('o');
    expect(matchInterval(only, 2000)?.id).toBe('o');
    expect(matchInterval(only, 2001)).toBeUndefined();
  });
  it('an unknown operator matches nothing; overlapping intervals: the first by orderNum wins', () => {
    expect(matchInterval([iv('u', 'eq', 0, 'le', null)], 5)).toBeUndefined();
    expect(matchInterval([iv('late', 'ge', 0, 'le', null, 1, 2), iv('early', 'ge', 0, 'le', null, 1, 1)], 5)?.id).toBe(
      'early',
    );
  });
  it('prices per kg with half-up rounding', () => {
    expect(priceInterval(intervals[1], g(12.345))).toEqual({ cents: 988, exact: '9.876' });
    expect(priceInterval(iv('h', 'ge', 0, 'le', null, 1), g(0.5)).cents).toBe(1);
    expect(priceInterval(iv('h', 'ge', 0, 'le', null, 333), g(1.5)).cents).toBe(500); // 4.995 -> 5.00
  });
});

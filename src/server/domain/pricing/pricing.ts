// Pure freight pricing (docs/decisions.md#12-fees-and-money): weights become integer grams, prices integer minor units (cents),
// a template's ratio an integer over RATIO_SCALE, and every product is exact (BigInt) until the one
// final half-up rounding to the cent. No database, no HTTP: quote-route.ts feeds it rows.

/** Grams per kilogram: weights carry at most 3 decimals of a kg. */
export const GRAMS_PER_KG = 1000;
/** A ratio keeps 6 decimals (1.1 -> 1_100_000 / 1_000_000). */
export const RATIO_SCALE = 1_000_000;

export type Operator = 'gt' | 'ge' | 'lt' | 'le';
/** Dictionary freight_pricing_type: 0 a fixed price for the tier, 1 the price per kg. */
export const PRICING_FIXED = 0;
export const PRICING_PER_KG = 1;

export interface Tier {
  id: string;
  /** Exclusive lower bound, grams. */
  startGrams: number;
  /** Inclusive upper bound, grams; null = no upper bound. */
  endGrams: number | null;
  /** Cents: the whole price (fixed) or the price of one kg (per kg). */
  priceCents: number;
  pricingType: number;
  orderNum?: number;
}

export interface Interval {
  id: string;
  startOperator: string;
  startGrams: number;
  endOperator: string;
  /** null = no upper bound (the end comparison is not applied). */
  endGrams: number | null;
  pricePerKgCents: number;
  orderNum?: number;
}

export interface Priced {
  /** Final price in cents, rounded half-up. */
  cents: number;
  /** The exact amount before rounding, in currency units as a decimal string (e.g. "18.745"). */
  exact: string;
}

/** kg (number with at most 3 decimals) -> integer grams, or null when it is not such a number. */
export function kgToGrams(kg: number): number | null {
  if (typeof kg !== 'number' || !Number.isFinite(kg)) return null;
  const grams = Math.round(kg * GRAMS_PER_KG);
  // More than 3 decimals: the rounded grams differ from the value by more than float noise.
  if (Math.abs(grams - kg * GRAMS_PER_KG) > 1e-6 * Math.max(1, Math.abs(kg))) return null;
  return grams;
}

/** A stored weight (double) -> grams; stored weights were validated on write, float noise is rounded away. */
export const storedKgToGrams = (kg: number): number => Math.round(kg * GRAMS_PER_KG);

/** Ratio (number, null/undefined = 1) -> parts per RATIO_SCALE. */
export function ratioParts(ratio: number | null | undefined): number {
  if (ratio === null || ratio === undefined) return RATIO_SCALE;
  return Math.round(ratio * RATIO_SCALE);
}

/** numerator / denominator rounded half-up (both non-negative, denominator > 0). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** A non-negative fraction of cents as a decimal string of currency units, trailing zeros trimmed. */
function exactText(numerator: bigint, denominator: bigint): string {
  // cents / 100 = numerator / (denominator * 100); print up to 12 decimals (ratio and grams divide in).
  const den = denominator * 100n;
  const whole = numerator / den;
  let rest = numerator % den;
  let digits = '';
  for (let i = 0; i < 12 && rest !== 0n; i++) {
    rest *= 10n;
    digits += String(rest / den);
    rest %= den;
  }
  const shown = digits.padEnd(2, '0');
  return `${whole}.${shown}`;
}

function priced(numerator: bigint, denominator: bigint): Priced {
  return { cents: Number(divideHalfUp(numerator, denominator)), exact: exactText(numerator, denominator) };
}

/** The tier a weight falls in: start < w <= end (end null = no bound); the first in order wins. */
export function matchTier<T extends Tier>(tiers: T[], grams: number): T | undefined {
  const ordered = [...tiers].sort((a, b) => a.startGrams - b.startGrams || (a.orderNum ?? 0) - (b.orderNum ?? 0));
  return ordered.find((t) => grams > t.startGrams && (t.endGrams === null || grams <= t.endGrams));
}

/** Price of a tier for a weight, times the template's ratio (parts per RATIO_SCALE). */
export function priceTier(tier: Tier, grams: number, ratio: number = RATIO_SCALE): Priced {
  const r = BigInt(ratio);
  const scale = BigInt(RATIO_SCALE);
  if (tier.pricingType === PRICING_PER_KG)
    return priced(BigInt(tier.priceCents) * BigInt(grams) * r, BigInt(GRAMS_PER_KG) * scale);
  return priced(BigInt(tier.priceCents) * r, scale);
}

export function compare(op: string, grams: number, bound: number): boolean {
  switch (op) {
    case 'gt':
      return grams > bound;
    case 'ge':
      return grams >= bound;
    case 'lt':
      return grams < bound;
    case 'le':
      return grams <= bound;
    default:
      return false; // an operator outside the dictionary matches nothing
  }
}

/**
 * The zone-freight interval a weight falls in: `w <startOperator> start` and, when the end is set,
 * `w <endOperator> end`; the first in (orderNum, start) order wins.
 */
export function matchInterval<T extends Interval>(intervals: T[], grams: number): T | undefined {
  const ordered = [...intervals].sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || a.startGrams - b.startGrams);
  return ordered.find(
    (i) =>
      compare(i.startOperator, grams, i.startGrams) &&
      (i.endGrams === null || compare(i.endOperator, grams, i.endGrams)),
  );
}

/** Zone freight: price per kg times the weight. */
export function priceInterval(interval: Interval, grams: number): Priced {
  return priced(BigInt(interval.pricePerKgCents) * BigInt(grams), BigInt(GRAMS_PER_KG));
}

export const centsToMoney = (cents: number): number => cents / 100;

// The one fee rule (docs/decisions.md#12-fees-and-money), pure and in integer minor units: a site's fee setting is a type
// (0 fixed amount per order, 1 commission = percent of the order price) and a value stored as a
// money field (fixed: the amount in cents; commission: the percent times 100, so 5.25 % is 525).
export const FIXED = 0;
export const COMMISSION = 1;

/**
 * The fee in minor units for one order: the fixed amount itself, or price × percent rounded half-up
 * to the cent (BigInt, so no float error and no overflow on large prices). Negative inputs are 0.
 */
export function siteFeeMinor(feeType: number, feeValue: number, priceMinor: number): number {
  const value = Math.max(0, Math.trunc(feeValue));
  if (feeType !== COMMISSION) return value;
  const price = BigInt(Math.max(0, Math.trunc(priceMinor)));
  // price (cents) × value (percent × 100) / 10000, half-up: add half the divisor before dividing.
  return Number((price * BigInt(value) + 5000n) / 10000n);
}

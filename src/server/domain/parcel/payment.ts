// Payment state of a parcel order, derived from what was received against the price (docs/decisions.md#8-parcel-order-workflow;
// dictionary payment_state): 0 unpaid when nothing was received, 2 paid when received >= price,
// else 1 partial. The uncollected amount is price - received, never below 0. Minor units.
export const UNPAID = 0;
export const PARTIAL = 1;
export const PAID = 2;

export function paymentOf(priceMinor: number, receivedMinor: number): { state: number; uncollected: number } {
  const price = Math.max(0, priceMinor);
  const received = Math.max(0, receivedMinor);
  const state = received === 0 ? UNPAID : received >= price ? PAID : PARTIAL;
  return { state, uncollected: Math.max(0, price - received) };
}

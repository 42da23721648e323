// Axis arithmetic for the SVG charts: a "nice" upper bound and evenly spaced ticks (1, 2, 2.5 or 5
// times a power of ten), so gridlines read 0 / 250 / 500 … rather than 0 / 237 / 474.
export function niceStep(range: number, count: number): number {
  if (!(range > 0) || count < 1) return 1;
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  const nice = f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Ticks from 0 to a nice maximum covering `max` (at least [0, 1] for an empty series); `integer`
 * (counts) keeps the step a whole number.
 */
export function niceTicks(max: number, count = 4, integer = false): number[] {
  const top = max > 0 ? max : 1;
  const step = integer ? Math.max(1, Math.round(niceStep(top, count))) : niceStep(top, count);
  const ticks: number[] = [];
  for (let v = 0; v < top + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  if (ticks[ticks.length - 1]! < top) ticks.push(Math.round(ticks.length * step * 1e6) / 1e6);
  return ticks;
}

/** Every n-th label shown so at most `max` fit along an axis. */
export function labelEvery(length: number, max: number): number {
  return Math.max(1, Math.ceil(length / Math.max(1, max)));
}

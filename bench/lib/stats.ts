// Small statistics used by every part of the suite.

/** The median of a list (mean of the two middle values for an even count); NaN for an empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The index of the run whose value is the median (the lower middle one for an even count). */
export function medianIndex(values: readonly number[]): number {
  if (values.length === 0) return -1;
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  return order[Math.floor((order.length - 1) / 2)]!.i;
}

/** A ratio rounded to two decimals; NaN when the divisor is not positive. */
export function ratio(numerator: number, denominator: number): number {
  if (!(denominator > 0)) return Number.NaN;
  return Math.round((numerator / denominator) * 100) / 100;
}

/** Kilobytes (1 KB = 1000 bytes, the unit of every budget) with one decimal. */
export function kb(bytes: number): number {
  return Math.round(bytes / 100) / 10;
}

/** The nearest-rank percentile `p` (0-100) of a list; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

/** Point configuration and the order it applies to (integer KRW / points). */
export type PointLimitInput = {
  /** Points the member holds. */
  heldPoints: number;
  /** Amount to pay before points. */
  payAmount: number;
  /** The payment that must remain after points. */
  minimumPaymentAmount: number;
  /** Percent of the pay amount points may cover (0-100); default 100. */
  pointUseRatio?: number;
  /** Below this, no points can be used. */
  pointUseMin: number;
  /** Upper limit when above 0. */
  pointUseMax: number;
};

/** Points are used in steps of this size. */
export const POINT_UNIT = 100;

/**
 * The most points usable (reference behaviour 5.3): at most the held points, the pay amount minus the minimum
 * payment, and `floor(payAmount x ratio / 100)`; capped by `pointUseMax` when that is above 0; rounded down to
 * 100; 0 when below `pointUseMin`.
 * @param input The limits.
 * @returns The usable points (0 or a multiple of 100).
 * @example getMaxUsablePoints({ heldPoints: 12345, payAmount: 50000, minimumPaymentAmount: 1000, pointUseMin: 1000, pointUseMax: 0 }) // 12300
 */
export function getMaxUsablePoints(input: PointLimitInput): number {
  const ratio = Math.min(100, Math.max(0, input.pointUseRatio ?? 100));
  let usable = Math.min(input.heldPoints, input.payAmount - input.minimumPaymentAmount, Math.floor((input.payAmount * ratio) / 100));
  if (input.pointUseMax > 0) usable = Math.min(usable, input.pointUseMax);
  usable = Math.floor(Math.max(0, usable) / POINT_UNIT) * POINT_UNIT;
  return usable < input.pointUseMin ? 0 : usable;
}

/**
 * The points actually applied for a request ("모두 사용" passes the held points).
 * @param requested Points the member typed.
 * @param input The limits.
 * @returns `requested` clamped to the limits and rounded down to 100; 0 when below the minimum.
 * @example clampPointUse(5050, limits) // 5000 when the limits allow it
 */
export function clampPointUse(requested: number, input: PointLimitInput): number {
  if (!Number.isFinite(requested) || requested <= 0) return 0;
  const clamped = Math.floor(Math.min(requested, getMaxUsablePoints(input)) / POINT_UNIT) * POINT_UNIT;
  return clamped < input.pointUseMin ? 0 : clamped;
}

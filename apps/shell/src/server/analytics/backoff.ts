/** Spec section 9: analytics backoff starts at 1 s and doubles, with ±50 % jitter, up to 4 hours. */
export const BACKOFF_START_MS = 1_000;
export const BACKOFF_FACTOR = 2;
export const BACKOFF_JITTER = 0.5;
export const BACKOFF_MAX_MS = 4 * 60 * 60 * 1_000;
/** After a 503 the schedule starts from 30 s instead of 1 s. */
export const UNAVAILABLE_START_MS = 30_000;

/**
 * The wait before retry number `count` (0 for the first retry): `start × 2^count`, moved by up to ±50 % at random,
 * never more than 4 hours.
 * @param count Failures so far, minus one.
 * @param random A source of numbers in [0, 1) (Math.random; tests inject their own).
 * @param startMs 1 s, or 30 s after a 503.
 */
export function backoffDelay(count: number, random: () => number = Math.random, startMs: number = BACKOFF_START_MS): number {
  const base = startMs * BACKOFF_FACTOR ** Math.max(0, count);
  const jitter = Math.round(BACKOFF_JITTER * base * (random() - 0.5) * 2);
  return Math.min(BACKOFF_MAX_MS, base + jitter);
}

/** The backoff start for a failed answer: 30 s after 503 Service Unavailable, else 1 s. */
export function backoffStartFor(status: number): number {
  return status === 503 ? UNAVAILABLE_START_MS : BACKOFF_START_MS;
}

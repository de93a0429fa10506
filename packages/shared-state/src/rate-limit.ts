import type { SharedState } from './shared-state.ts';

/** A request limit: at most `limit` hits per key in each window of `windowMs`. */
export type RateRule = { name: string; limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts a hit of `key` under `rule` in the shared state: shared by every instance with Redis, per instance while
 * Redis is down (the same limit on each, never unlimited).
 * @example await rateLimit(state, { name: 'sms', limit: 30, windowMs: 600_000 }, '203.0.113.9') // { allowed: true, count: 1, ... }
 */
export async function rateLimit(state: SharedState, rule: RateRule, key: string, now = Date.now()): Promise<RateDecision> {
  const count = await state.hit(`${rule.name}:${key}`, rule.windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((rule.windowMs - (now % rule.windowMs)) / 1000));
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

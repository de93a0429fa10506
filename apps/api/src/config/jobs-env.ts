/** How often the scheduled jobs run (0 = never): 자동 구매확정, point expiry and the clean-up of old sign-in rows. */
export type JobsConfig = { autoConfirmIntervalMs: number; pointExpiryIntervalMs: number; authCleanupIntervalMs: number };

export const DEFAULT_JOBS_CONFIG: JobsConfig = { autoConfirmIntervalMs: 10 * 60_000, pointExpiryIntervalMs: 60 * 60_000, authCleanupIntervalMs: 60 * 60_000 };

type Env = Record<string, string | undefined>;

function interval(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = env[name]?.trim() || undefined;
  const ms = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(ms) || ms < 0) problems.push(`${name}: must be a whole number of milliseconds (got "${raw}")`);
  return ms;
}

/** Reads AUTO_CONFIRM_INTERVAL_MS, POINT_EXPIRY_INTERVAL_MS and AUTH_CLEANUP_INTERVAL_MS, adding one line per bad variable to `problems`. */
export function parseJobsConfig(env: Env, problems: string[]): JobsConfig {
  return {
    autoConfirmIntervalMs: interval(env, 'AUTO_CONFIRM_INTERVAL_MS', DEFAULT_JOBS_CONFIG.autoConfirmIntervalMs, problems),
    pointExpiryIntervalMs: interval(env, 'POINT_EXPIRY_INTERVAL_MS', DEFAULT_JOBS_CONFIG.pointExpiryIntervalMs, problems),
    authCleanupIntervalMs: interval(env, 'AUTH_CLEANUP_INTERVAL_MS', DEFAULT_JOBS_CONFIG.authCleanupIntervalMs, problems),
  };
}

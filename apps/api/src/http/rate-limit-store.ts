import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

// @fastify/rate-limit's own stores: RedisStore (INCR and PEXPIRE in one Lua script, shared by every instance) and
// LocalStore (an LRU in this process). The package exports neither, and ships no types for them.
type StoreResult = { current: number; ttl: number };
type Callback = (error: Error | null, result?: StoreResult) => void;
type PluginStore = { incr(key: string, callback: Callback, timeWindow: number, max: number): void };
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => PluginStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => PluginStore;

/** Keys of the per-address counters in Redis. */
export const RATE_LIMIT_PREFIX = 'shop:rl:';
/** Addresses counted at once in this process's memory (without Redis, or while it is down). */
const LOCAL_KEYS = 20_000;

export type RateLimitLog = { warn(message: string): void; info(message: string): void };

/** A store for @fastify/rate-limit, the Redis client it uses (if any), and its end. */
export type FallbackStore = { Store: FastifyRateLimitStoreCtor; connected: () => boolean; close: () => void };

const redactUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

/**
 * The plugin's Redis store with its local store as the fallback: every instance counts in Redis; while Redis is
 * unreachable (not connected, or a command failed or hung within the last second) each instance counts in its own
 * memory, so the limit holds per instance, never none and never an error. The outage is logged once when it starts
 * and once when it ends. Without a URL only the local store counts (one instance needs nothing else).
 * @example await app.register(fastifyRateLimit, { global: false, store: fallbackStore(process.env.REDIS_URL, app.log).Store });
 */
export function fallbackStore(url: string | undefined, log: RateLimitLog): FallbackStore {
  const local = new LocalStore(false, false, LOCAL_KEYS);
  const redis = url
    ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000, commandTimeout: 250, retryStrategy: (times) => Math.min(200 * times, 2000) })
    : undefined;
  const shared = redis ? new RedisStore(false, false, redis, RATE_LIMIT_PREFIX) : undefined;
  let outage = false;
  let failedAt = -Infinity;
  let closing = false;
  const usable = () => !!redis && !closing && redis.status === 'ready' && Date.now() - failedAt >= 1000;
  const down = (reason: string) => {
    if (closing || outage || !url) return;
    outage = true;
    log.warn(`[api] Redis at ${redactUrl(url)} unavailable for rate limits (${reason}); each instance counts in its own memory until it returns`);
  };
  const up = () => {
    if (!outage || !url) return;
    outage = false;
    log.info(`[api] Redis at ${redactUrl(url)} is back; per-address limits are shared again`);
  };
  redis?.on('error', (error: Error) => down(error.message || error.name));
  redis?.on('close', () => down('connection closed'));
  redis?.on('ready', () => {
    failedAt = -Infinity;
    up();
  });

  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow, max) {
      if (!shared || !usable()) return local.incr(key, callback, timeWindow, max);
      shared.incr(key, (error, result) => {
        if (error || !result) {
          failedAt = Date.now();
          down(error?.message ?? 'no answer');
          return local.incr(key, callback, timeWindow, max);
        }
        up();
        return callback(null, result);
      }, timeWindow, max);
    },
    // The limits name themselves in their keys (shared-limits.ts), so every limiter shares this one store.
    child: () => store,
  };
  return {
    Store: function Store() { return store; } as unknown as FastifyRateLimitStoreCtor,
    connected: usable,
    close: () => {
      closing = true;
      redis?.disconnect();
    },
  };
}

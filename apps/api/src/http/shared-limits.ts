import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_CHANNEL, type SharedState } from '@shop/shared-state';
import { clientAddress } from './client-address.ts';
import { apiError } from './error-table.ts';
import { fallbackStore } from './rate-limit-store.ts';

/** A request limit: at most `limit` requests per address in a window of `windowMs` (from the address's first). */
export type RateRule = { name: string; limit: number; windowMs: number };

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Per-address limits of the API (10-minute windows), shared by every API instance through Redis (@fastify/rate-limit). */
export const LIMIT_WINDOW_MS = 10 * 60_000;

/** Id duplicate checks allowed per address for each SMS send: a sign-up may try several ids, a scraper of ids may not. */
export const ID_CHECKS_PER_SEND = 4;

/**
 * Which calls are limited per client address, on top of the database's own rules (the login lockout per id and
 * address, SMS sends per phone): texting codes to any number (SMS pumping), guessing guest order passwords, the
 * anonymous 입점문의 form (each one stores a row and a file of up to 10 MB) and listing which ids exist through the
 * duplicate check (a generous limit: ID_CHECKS_PER_SEND times the others).
 * The shopper's address comes from x-forwarded-for as far as trusted proxies vouch for it (`clientAddress`).
 */
export function sharedLimitRules(perAddress: number): Record<string, { rule: RateRule; error: 'SMS_TOO_MANY' | 'TOO_MANY_REQUESTS' | 'ID_CHECK_TOO_MANY' }> {
  return {
    '/api/auth/send-auth-number': { rule: { name: 'sms-send', limit: perAddress, windowMs: LIMIT_WINDOW_MS }, error: 'SMS_TOO_MANY' },
    '/api/auth/guest-token': { rule: { name: 'guest-lookup', limit: perAddress, windowMs: LIMIT_WINDOW_MS }, error: 'TOO_MANY_REQUESTS' },
    '/api/auth/user/duplicate': { rule: { name: 'id-duplicate', limit: perAddress * ID_CHECKS_PER_SEND, windowMs: LIMIT_WINDOW_MS }, error: 'ID_CHECK_TOO_MANY' },
    '/api/store-inquiry': { rule: { name: 'partnership', limit: perAddress, windowMs: LIMIT_WINDOW_MS }, error: 'TOO_MANY_REQUESTS' },
  };
}

type Limited = { error: 'SMS_TOO_MANY' | 'TOO_MANY_REQUESTS' | 'ID_CHECK_TOO_MANY'; check: (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }> };

/**
 * Installs the per-address limits (@fastify/rate-limit, its Redis store at `redisUrl`) and the announcement of operator
 * changes. While Redis is down each instance counts in its own memory (rate-limit-store.ts): the same limit per
 * instance, never none, never an error.
 */
export function installSharedLimits(app: FastifyInstance, state: SharedState, perAddress: number, operatorToken: string | undefined, redisUrl?: string): void {
  const rules = sharedLimitRules(perAddress);
  const store = fallbackStore(redisUrl, { warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) });
  app.addHook('onClose', async () => store.close());
  // No route gets a limit by itself (global: false): the hook below applies the four rules.
  void app.register(fastifyRateLimit, { global: false, store: store.Store });
  let limiters: Record<string, Limited> | undefined;
  // Made on the first request, once the plugin has loaded; each rule names its counters ('<rule>:<address>').
  const limiterOf = (url: string): Limited | undefined => {
    limiters ??= Object.fromEntries(Object.entries(rules).map(([path, { rule, error }]) => [path, {
      error, check: app.createRateLimit({ max: rule.limit, timeWindow: rule.windowMs, keyGenerator: (request) => `${rule.name}:${clientAddress(request)}` }),
    }]));
    return limiters[url];
  };
  const expected = operatorToken ? digest(operatorToken) : undefined;
  const isOperator = (given: unknown) => expected !== undefined && typeof given === 'string' && timingSafeEqual(digest(given), expected);
  // Checked when the request arrives, before its body is read: a refused sender costs no parsing and no memory.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url ?? '';
    if (request.method !== 'POST' || !rules[url]) return;
    const limited = limiterOf(url);
    const decision = limited ? await limited.check(request) : undefined;
    if (limited && decision && !decision.isAllowed && decision.isExceeded) {
      void reply.header('retry-after', String(Math.max(1, decision.ttlInSeconds ?? 1)));
      throw apiError(limited.error);
    }
  });
  // An operator's successful change (settings, pages, policies, maintenance, answers, order moves) may show on
  // public pages: every shell drops its page and data copies (docs/scale-out.md).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (!isOperator(request.headers['x-operator-token'])) return;
    await state.publish(CONTENT_CHANNEL, request.routeOptions.url ?? request.url);
  });
}

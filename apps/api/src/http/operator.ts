import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { apiError } from './error-table.ts';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The operator token the API was started with (env OPERATOR_TOKEN); operator calls are off without one. */
export function operatorTokenFromEnv(env: Record<string, string | undefined> = process.env): string | undefined {
  const token = env.OPERATOR_TOKEN?.trim();
  return token && token.length >= 16 ? token : undefined;
}

/**
 * The one check of every operator call (orders and claims, customer service, visits, messenger…): the
 * `x-operator-token` header must equal OPERATOR_TOKEN (compared in constant time, over digests so the length says
 * nothing). Without a configured token operator calls do not exist (404), so a default setup exposes nothing.
 */
export function requireOperator(request: FastifyRequest, operatorToken: string | undefined): void {
  if (!operatorToken) throw apiError('NOT_FOUND');
  if (!isOperatorRequest(request, operatorToken)) throw apiError('OPERATOR_ONLY');
}

/** Whether the request carries the configured operator token (never true when none is configured). */
export function isOperatorRequest(request: FastifyRequest, operatorToken: string | undefined): boolean {
  const given = request.headers['x-operator-token'];
  return !!operatorToken && typeof given === 'string' && timingSafeEqual(digest(given), digest(operatorToken));
}

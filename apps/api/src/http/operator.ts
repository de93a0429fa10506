import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { apiError } from './error-table.ts';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Operator reads (visit counts, messenger messages): the `x-operator-token` header must equal OPERATOR_TOKEN
 * (compared in constant time). Without a configured token the reads do not exist (404). The same convention as the
 * customer-service operator calls.
 */
export function requireOperator(request: FastifyRequest, operatorToken: string | undefined): void {
  if (!operatorToken) throw apiError('NOT_FOUND');
  const given = request.headers['x-operator-token'];
  if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(operatorToken))) throw apiError('OPERATOR_ONLY');
}

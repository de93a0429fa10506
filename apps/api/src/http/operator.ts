import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { apiError } from './error-table.ts';

/**
 * Operator reads (visit counts, messenger messages) need `Authorization: Bearer <OPERATOR_TOKEN>`. Without a
 * configured token nobody is an operator.
 */
export function requireOperator(request: FastifyRequest, operatorToken: string | undefined): void {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const given = Buffer.from(match?.[1] ?? '');
  const expected = Buffer.from(operatorToken ?? '');
  if (!operatorToken || given.length !== expected.length || !timingSafeEqual(given, expected)) throw apiError('OPERATOR_ONLY');
}

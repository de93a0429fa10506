import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { apiError } from '../../http/error-table.ts';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * The check of operator calls: the `x-operator-token` header must equal the configured OPERATOR_TOKEN (compared in
 * constant time). Without a configured token operator calls do not exist (404), so a default setup exposes nothing.
 * @param token OPERATOR_TOKEN, or undefined.
 * @returns A function that throws unless the request is the operator's.
 */
export function operatorCheck(token: string | undefined): (request: FastifyRequest) => void {
  const expected = token ? digest(token) : undefined;
  return (request) => {
    if (!expected) throw apiError('NOT_FOUND');
    const given = request.headers['x-operator-token'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw apiError('OPERATOR_ONLY');
  };
}

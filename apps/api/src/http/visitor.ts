import type { FastifyRequest } from 'fastify';
import { apiError } from './error-table.ts';

const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/** True for a well-formed visitor id (a UUID or similar token). */
export function isVisitorId(value: string): boolean {
  return VISITOR_ID.test(value);
}

/** The SALESONID header (visitor id), undefined when absent; 400 when present but malformed. */
export function visitorIdOf(request: FastifyRequest): string | undefined {
  const raw = request.headers.salesonid;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return undefined;
  if (!VISITOR_ID.test(value.trim())) throw apiError('INVALID_SALESONID');
  return value.trim();
}

/** The bearer token of the Authorization header, undefined when absent. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

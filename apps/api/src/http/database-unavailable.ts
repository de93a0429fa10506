/**
 * Errors that mean the database could not be reached for a moment, not that the request or the code is wrong:
 * a PostgreSQL connection terminated or refused (admin shutdown, crash recovery, network), a pool that could not
 * connect in time, or SQLite busy past its timeout. The API answers them 503 with Retry-After, so clients and the shell
 * retry, instead of a 500.
 */
const PG_CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const NODE_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /database is locked/i, /database is busy/i, /client has encountered a connection error/i];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (typeof code === 'string' && (PG_CONNECTION_CODES.has(code) || NODE_CONNECTION_CODES.has(code))) return true;
  // node:sqlite: SQLITE_BUSY (5) and SQLITE_LOCKED (6), also as extended codes (low byte).
  if (typeof errcode === 'number' && [5, 6].includes(errcode & 0xff)) return true;
  return typeof message === 'string' && MESSAGES.some((re) => re.test(message));
}

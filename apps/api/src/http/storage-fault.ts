/**
 * Errors that mean the database cannot store anything right now, though the request is fine: SQLite's
 * SQLITE_FULL (13, "database or disk is full"), SQLITE_READONLY (8) and SQLITE_IOERR (10, with their extended codes),
 * and PostgreSQL's disk full (53100), out of memory (53200), I/O error (58030) and read-only transaction (25006, a
 * standby or `default_transaction_read_only`). The API answers them 503 `STORAGE_UNAVAILABLE` with Retry-After.
 */
const SQLITE_CODES = new Set([8, 10, 13]);
const PG_CODES = new Map([['53100', 'disk full'], ['53200', 'out of memory'], ['58030', 'I/O error'], ['25006', 'read-only']]);
const MESSAGES: [RegExp, string][] = [
  [/database or disk is full/i, 'disk full'],
  [/no space left on device/i, 'disk full'],
  [/attempt to write a readonly database/i, 'read-only'],
  [/disk I\/O error/i, 'I/O error'],
  [/read-only file system/i, 'read-only'],
];

/**
 * The storage fault behind `error` in a few words ('disk full', 'read-only', 'I/O error', 'out of memory'), or
 * undefined when the error is something else.
 * @example storageFault(Object.assign(new Error('database or disk is full'), { errcode: 13 })) // 'disk full'
 */
export function storageFault(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (typeof code === 'string' && PG_CODES.has(code)) return PG_CODES.get(code);
  if (typeof code === 'string' && (code === 'ENOSPC' || code === 'EROFS' || code === 'EIO')) return code === 'ENOSPC' ? 'disk full' : code === 'EROFS' ? 'read-only' : 'I/O error';
  const text = typeof message === 'string' ? message : '';
  const named = MESSAGES.find(([re]) => re.test(text))?.[1];
  if (typeof errcode === 'number' && SQLITE_CODES.has(errcode & 0xff)) {
    return named ?? ((errcode & 0xff) === 13 ? 'disk full' : (errcode & 0xff) === 8 ? 'read-only' : 'I/O error');
  }
  return named;
}

/** Retry-After (seconds) of a storage fault: space or a writable primary takes longer to come back than a lock. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/** A rollback that failed because the engine had already ended the transaction (SQLite does on FULL and IOERR). */
export function isNoActiveTransaction(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /no transaction is active/i.test(message);
}

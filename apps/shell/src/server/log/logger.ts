import { format } from 'node:util';
import { currentRequestId } from './request-scope.ts';
import { scrubText, scrubValue } from '@shop/validators';
import { seoulIso } from '@shop/validators';

/** Spec section 9: log levels, most severe first; the default is info. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Logger = Record<LogLevel, (msg: string, fields?: Record<string, unknown>) => void>;

export type LoggerOptions = {
  level: LogLevel;
  /** Where a finished line goes (default: stderr for error and warn, stdout otherwise). */
  write?: (line: string, level: LogLevel) => void;
  now?: () => number;
  /** Added to every line (e.g. `{ app: 'shell' }`). */
  base?: Record<string, unknown>;
};

const defaultWrite = (line: string, level: LogLevel) => (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);

/**
 * A logger writing one JSON line per event: `{ level, time (Asia/Seoul), reqId, msg, ...fields }`, events below
 * `level` dropped, personal data and secrets masked (scrub.ts).
 */
export function createLogger({ level, write = defaultWrite, now = Date.now, base = {} }: LoggerOptions): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const emit = (at: LogLevel) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (LOG_LEVELS.indexOf(at) > threshold) return;
    const reqId = currentRequestId();
    const line = { level: at, time: seoulIso(now()), ...base, ...(reqId ? { reqId } : {}), msg: scrubText(msg), ...(scrubValue(fields) as object) };
    write(JSON.stringify(line), at);
  };
  return { error: emit('error'), warn: emit('warn'), info: emit('info'), debug: emit('debug') };
}

/**
 * Sends the process's `console` output through `logger`, so every message of the server (its own and its
 * libraries') is a JSON line at its level; messages below `level` (the logger's own) are not even formatted.
 */
export function routeConsole(logger: Logger, target: Pick<Console, 'log' | 'info' | 'warn' | 'error' | 'debug'> = console, level: LogLevel = 'debug'): void {
  // A message below `level` is dropped before it is formatted: the page views' debug lines come once per request.
  const to = (at: LogLevel) => (LOG_LEVELS.indexOf(at) > LOG_LEVELS.indexOf(level) ? () => undefined : (...args: unknown[]) => logger[at](format(...args)));
  target.log = to('info');
  target.info = to('info');
  target.warn = to('warn');
  target.error = to('error');
  target.debug = to('debug');
}

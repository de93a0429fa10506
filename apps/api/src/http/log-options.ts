import type { FastifyServerOptions } from 'fastify';
import { nanoid } from 'nanoid';
import type { LogLevel } from '../config/env.ts';
import { seoulIso } from '@shop/validators';
import { scrubText, scrubValue } from '@shop/validators';

/** The header that carries the shell's request id (the shell logs the same id). */
export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_ID = /^[A-Za-z0-9_-]{6,64}$/;

const SERIALIZED = new Set(['req', 'res', 'err']);

/** Where log lines go instead of stdout (tests). */
export type LogStream = { write(line: string): void };

/**
 * Fastify's logging as the shop logs (spec section 9): one JSON line per event with `level` (error, warn, info,
 * debug), `time` in Asia/Seoul, `reqId` (the shell's `x-request-id`, else a new nanoid) and `msg`; authorization,
 * cookies and the visitor id never written, personal data and secrets masked in messages and fields.
 */
export function loggingOptions(level: LogLevel, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      base: { app: 'api' },
      timestamp: () => `,"time":"${seoulIso(Date.now())}"`,
      formatters: {
        level: (label) => ({ level: label }),
        // req, res and err are left to their serializers (below), which run after this.
        log: (object) => Object.fromEntries(Object.entries(object).map(([key, value]) => [key, SERIALIZED.has(key) ? value : scrubValue(value)])),
      },
      serializers: {
        req: (req: { method?: string; url?: string }) => ({ method: req.method, url: scrubText(req.url ?? '') }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: (err: Error & { code?: unknown }) => ({ type: err.name, code: err.code, message: scrubText(err.message), stack: scrubText(err.stack ?? '') }),
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
        },
      },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.salesonid', 'res.headers["set-cookie"]'], censor: '[hidden]' },
    },
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers[REQUEST_ID_HEADER];
      const id = Array.isArray(given) ? given[0] : given;
      return id && VALID_ID.test(id) ? id : nanoid();
    },
  };
}

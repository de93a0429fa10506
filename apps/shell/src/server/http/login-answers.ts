import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '@shop/api-client';
import { shellError } from './error-table.ts';
import { readBody, sendJson } from './to-web-request.ts';

/**
 * The JSON object a sign-in form posts (at most 16 KB); anything else (malformed JSON, `null`, an array, a number)
 * is answered 400 BAD_REQUEST here and gives undefined.
 */
export async function readLoginBody(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = JSON.parse((await readBody(req, 16 * 1024)).toString('utf8') || '{}');
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  const refused = shellError('BAD_REQUEST');
  sendJson(res, refused.status, { ok: false, ...refused });
  return undefined;
}

/**
 * A failed sign-in or account call (login, guest lookup, sign-up, social join…): a refusal of the API is an answer,
 * not a failure (C7), so the page shows the API's Korean message; an API that is down or broken, or anything else
 * that went wrong (logged under `what`), gets the shell's Korean message, not the transport's English one.
 */
export function sendLoginFailure(res: ServerResponse, error: unknown, what = 'sign-in'): void {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    sendJson(res, 200, { ok: false, status: error.status, code: error.code ?? null, message: error.message });
    return;
  }
  if (!(error instanceof ApiError)) console.error(`[session] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  const failed = shellError('LOGIN_UNAVAILABLE');
  sendJson(res, failed.status, { ok: false, status: error instanceof ApiError ? error.status : failed.status, code: error instanceof ApiError ? error.code ?? null : failed.code, message: failed.message });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '@shop/api-client';
import { shellError } from './error-table.ts';
import { isBodyTooLarge, readBody, sendJson } from './to-web-request.ts';

/** The largest body the shell's own sign-in and account endpoints read. */
export const LOGIN_BODY_LIMIT = 16 * 1024;

/**
 * The JSON object a sign-in form posts (at most `LOGIN_BODY_LIMIT`, 16 KB); a larger body is answered 413
 * PAYLOAD_TOO_LARGE once it has been read to its end and dropped (so a client or balancer still sending it gets the
 * answer) and
 * anything else (malformed JSON, `null`, an array, a number) 400 BAD_REQUEST, both with the Korean message; either
 * gives undefined.
 */
export async function readLoginBody(req: IncomingMessage, res: ServerResponse): Promise<Record<string, unknown> | undefined> {
  let text: string;
  try {
    text = (await readBody(req, LOGIN_BODY_LIMIT)).toString('utf8');
  } catch (error) {
    const refused = shellError(isBodyTooLarge(error) ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST');
    if (!res.headersSent && !res.destroyed) sendJson(res, refused.status, { ok: false, ...refused });
    return undefined;
  }
  try {
    const body: unknown = JSON.parse(text || '{}');
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

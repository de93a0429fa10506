import type { IncomingMessage, ServerResponse } from 'node:http';
import type * as v from 'valibot';
import { ApiError } from '@shop/api-client';
import { checkInput, type Contract, type ParsedInput, type sessionExpiredContract, type sessionRefreshMemberContract } from '@shop/contracts';
import { shellError } from './error-table.ts';
import { readJsonObject } from './json-body.ts';
import { sendJson } from './to-web-request.ts';

/**
 * The input of a session endpoint, parsed with its contract: the body (a JSON object of at most 16 KB,
 * `readJsonObject`) and the query. A body over the limit is answered 413 PAYLOAD_TOO_LARGE, one that is no JSON
 * object 400 BAD_REQUEST with the shell's message, a field the contract refuses 400 BAD_REQUEST with the contract's
 * Korean message, each `{ ok: false, status, code, message }`; any of them gives undefined.
 * @param contract The endpoint's contract.
 * @param req The request.
 * @param res Where a refusal is answered.
 * @returns The parsed input, or undefined once refused.
 */
export async function readSessionInput<C extends Contract>(contract: C, req: IncomingMessage, res: ServerResponse): Promise<ParsedInput<C> | undefined> {
  let body: unknown;
  if (contract.body) {
    const read = await readJsonObject(req);
    if ('refused' in read) {
      const refused = shellError(read.refused);
      if (!res.headersSent && !res.destroyed) sendJson(res, refused.status, { ok: false, ...refused });
      return undefined;
    }
    body = read.body;
  }
  const query = contract.query ? queryOf(req) : undefined;
  const checked = checkInput(contract, { body, query });
  if (checked.ok) return checked.value;
  const refused = shellError('BAD_REQUEST');
  sendJson(res, refused.status, { ok: false, ...refused, message: checked.issue.message });
  return undefined;
}

/** A request's query as an object (the first value of a repeated key, as `URLSearchParams.get` reads it). */
function queryOf(req: IncomingMessage): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(req.url ?? '/', 'http://shell').searchParams) if (!Object.hasOwn(query, key)) query[key] = value;
  return query;
}

/**
 * The `redirect` query of a session endpoint that answers with a redirect, read with its contract: a value the
 * contract refuses reads as none (the redirect still happens, to the home page).
 * @param req The request.
 * @param contract `sessionExpiredContract` or `sessionRefreshMemberContract`.
 * @returns The value as sent, or undefined.
 */
export function redirectOf(req: IncomingMessage, contract: typeof sessionExpiredContract | typeof sessionRefreshMemberContract): string | undefined {
  const checked = checkInput(contract, { query: queryOf(req) });
  return checked.ok ? checked.value.query.redirect : undefined;
}

/**
 * Answers a session endpoint with 200 and a body of its contract's answer (the compiler holds the handler to it).
 * @param res The response.
 * @param _contract The endpoint's contract (its answer types `answer`).
 * @param answer The answer.
 * @param headers More headers (the session's cookies).
 */
export function sendSessionAnswer<C extends Contract>(res: ServerResponse, _contract: C, answer: v.InferInput<C['answer']>, headers: Record<string, string | string[]> = {}): void {
  sendJson(res, 200, answer, headers);
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

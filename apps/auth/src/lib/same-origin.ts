import { createFetchTransport, DEFAULT_ERROR_MESSAGE, getUserMessage, type ApiTransport } from '@shop/api-client';

/** Same-origin transport of the browser: the shell's `/session/*` endpoints and its `/api/*` proxy. */
export const sameOriginApi = createFetchTransport({ baseUrl: '' });

/** A refusal as the page shows it: the Korean message, and the code when the server gave one. */
export type SessionRefusal = { ok: false; message: string; code: string | null };

type SessionAnswer = { ok: true } | { ok: false; message: string; code: string | null };

const accepted = <A extends SessionAnswer>(answer: A): answer is Extract<A, { ok: true }> => answer.ok;

/**
 * Calls one of the shell's `/session/*` endpoints (through `callContract`, typed by its contract): the contract's
 * `ok: true` answer, or any refusal or failure as `{ ok: false, message, code }` in Korean.
 * @param call The call, e.g. `(api) => callContract(api, 'POST /session/sns-authorize', { body, cache: 'no-store' })`.
 * @returns The accepted answer, or the refusal.
 */
export async function callSession<A extends SessionAnswer>(call: (api: ApiTransport) => Promise<A>): Promise<Extract<A, { ok: true }> | SessionRefusal> {
  try {
    const answer = await call(sameOriginApi);
    if (accepted(answer)) return answer;
    const refused: SessionAnswer = answer;
    return refused.ok ? { ok: false, message: DEFAULT_ERROR_MESSAGE, code: null } : { ok: false, message: refused.message || DEFAULT_ERROR_MESSAGE, code: refused.code };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return { ok: false, message: getUserMessage(error), code: typeof code === 'string' ? code : null };
  }
}

/** Runs an API call; a refusal becomes its Korean message. */
export async function attempt<T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; message: string; code: string | null }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return { ok: false, message: getUserMessage(error), code: typeof code === 'string' ? code : null };
  }
}

import { createFetchTransport, DEFAULT_ERROR_MESSAGE, getUserMessage } from '@shop/api-client';
import type { PublicSession } from '@shop/session';

/** Same-origin transport of the browser: the shell's `/session/*` endpoints and its `/api/*` proxy. */
export const sameOriginApi = createFetchTransport({ baseUrl: '' });

/** A shell session endpoint's answer: the new public session (plus extras), or a refusal with its Korean message. */
export type SessionAnswer<T = Record<string, unknown>> = ({ ok: true; session?: PublicSession } & T) | { ok: false; message: string; code?: string | null };

/**
 * Posts to one of the shell's `/session/*` endpoints; any failure comes back as `{ ok: false, message }`.
 * @param path E.g. `/session/account/change-password`.
 * @param body The JSON body (never logged).
 */
export async function postSession<T = Record<string, unknown>>(path: string, body: unknown): Promise<SessionAnswer<T>> {
  try {
    const answer = await sameOriginApi<SessionAnswer<T> | null>({ method: 'POST', path, body, cache: 'no-store' });
    if (answer?.ok) return answer;
    return { ok: false, message: answer && !answer.ok && answer.message ? answer.message : DEFAULT_ERROR_MESSAGE, code: answer && !answer.ok ? answer.code ?? null : null };
  } catch (error) {
    return { ok: false, message: getUserMessage(error) };
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

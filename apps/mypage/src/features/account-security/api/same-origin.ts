import { callContract, createFetchTransport, getUserMessage } from '@shop/api-client';

/** Same-origin transport of the browser: the shell's `/api/*` proxy (the session cookie carries the token). */
export const sameOriginApi = createFetchTransport({ baseUrl: '' });

/** Runs an API call; a refusal becomes its Korean message. */
export async function attempt<T>(call: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, message: getUserMessage(error) };
  }
}

/** Ends the session: the shell ends the token on the API and clears its cookies. */
export async function endSession(): Promise<void> {
  await callContract(sameOriginApi, 'POST /session/logout', { cache: 'no-store' }).catch(() => undefined);
}

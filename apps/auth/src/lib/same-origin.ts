import {
  callContract, createFetchTransport, DEFAULT_ERROR_MESSAGE, getUserMessage, type AnswerOf, type CallErrorCode, type CallInput, type ContractAt, type ContractEndpoint,
} from '@shop/api-client';

/** Same-origin transport of the browser: the shell's `/session/*` endpoints and its `/api/*` proxy. */
export const sameOriginApi = createFetchTransport({ baseUrl: '' });

/**
 * A refusal as the page shows it: the Korean message, and the code when the server gave one, typed by the endpoint
 * called (comparing it with a code that endpoint never answers does not compile).
 */
export type SessionRefusal<C extends string = string> = { ok: false; message: string; code: C | null };

type SessionAnswer = { ok: true } | { ok: false; message: string; code: string | null };
type SessionEndpoint = { [E in ContractEndpoint]: AnswerOf<ContractAt<E>> extends SessionAnswer ? E : never }[ContractEndpoint];

/**
 * Calls one of the shell's `/session/*` endpoints through its contract: the contract's `ok: true` answer, or any
 * refusal or failure as `{ ok: false, message, code }` in Korean.
 * @param endpoint `'<METHOD> <path>'` of the session contract, e.g. `'POST /session/sns-authorize'`.
 * @param input Its body and transport options, as for `callContract`.
 * @returns The accepted answer, or the refusal with a code of that endpoint.
 */
export async function callSession<E extends SessionEndpoint>(endpoint: E, input: CallInput<ContractAt<E>>): Promise<Extract<AnswerOf<ContractAt<E>>, { ok: true }> | SessionRefusal<CallErrorCode<E>>> {
  type Code = CallErrorCode<E>;
  try {
    // Generic over the endpoint, TypeScript cannot narrow the contract's answer by `ok`: the union is read as such.
    const answer: SessionAnswer = await callContract(sameOriginApi, endpoint, input);
    if (answer.ok) return answer as Extract<AnswerOf<ContractAt<E>>, { ok: true }>;
    // The server's code of a refusal is one its contract names (the shell answers only those).
    return { ok: false, message: answer.message || DEFAULT_ERROR_MESSAGE, code: answer.code as Code | null };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return { ok: false, message: getUserMessage(error), code: typeof code === 'string' ? (code as Code) : null };
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

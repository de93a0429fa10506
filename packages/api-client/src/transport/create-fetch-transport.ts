import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { ApiError } from '../errors/api-error.ts';
import { buildUrl } from './build-url.ts';
import { encodeBody } from './encode-body.ts';
import { readErrorBody, readResponseBody } from './read-response.ts';
import type { ApiRequest, ApiTransport } from './types.ts';

/** Options of `createFetchTransport`. */
export type FetchTransportOptions = {
  /** API origin on the server (`http://127.0.0.1:4000`), `''` in the browser (same-origin `/api/*` proxy). */
  baseUrl: string;
  /** Headers added to every request, read per request (session headers, forwarded ones). */
  headers?: () => Record<string, string>;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch;
  /** Milliseconds before a request fails with code `TIMEOUT`; default 10000. */
  timeoutMs?: number;
  /**
   * Check each answer of a contract call against its contract (a mismatch rejects with code `ANSWER_MISMATCH`).
   * Default true; only development and test builds can check (release builds carry no schemas).
   */
  checkAnswers?: boolean;
};

/**
 * What is wrong with the answer of a contract call, in development and test builds only: bundlers replace
 * `process.env.NODE_ENV`, so release builds drop this branch, and the contracts' schemas are never bundled or loaded.
 */
async function answerProblem(endpoint: string, answer: unknown): Promise<string | undefined> {
  if (process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test') {
    const { checkAnswerAt } = await import('@shop/contracts/check-answer');
    return checkAnswerAt(endpoint, answer);
  }
  return undefined;
}

/** Default request timeout in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Creates an `ApiTransport` over fetch. Non-2xx answers reject with an `ApiError` carrying the server's status,
 * code and message; network failures reject with code `NETWORK_ERROR`, timeouts with `TIMEOUT` (status 500).
 * An abort through `request.signal` rejects with the signal's reason, untouched.
 * @param options Base URL, headers, fetch and timeout.
 * @returns The transport.
 * @example
 * const api = createFetchTransport({ baseUrl: 'http://127.0.0.1:4000', headers: () => buildSessionHeaders(session, id) });
 * const categories = await getCategories(api);
 */
export function createFetchTransport(options: FetchTransportOptions): ApiTransport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const checkAnswers = options.checkAnswers ?? true;
  return async <T>(request: ApiRequest): Promise<T> => {
    const method = request.method ?? 'GET';
    const doFetch = options.fetch ?? globalThis.fetch;
    const { body, contentType } = encodeBody(request.body);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers?.() };
    if (contentType) headers['content-type'] = contentType;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) onAbort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const init: RequestInit = { method, headers, body, signal: controller.signal };
      if (request.cache) init.cache = request.cache;
      let response: Response;
      let parsed: unknown;
      try {
        response = await doFetch(buildUrl(options.baseUrl, request.path, request.query), init);
        parsed = await readResponseBody(response);
      } catch (cause) {
        if (request.signal?.aborted && !timedOut) throw request.signal.reason ?? cause;
        const code = timedOut ? API_ERROR_CODES.TIMEOUT : API_ERROR_CODES.NETWORK_ERROR;
        throw new ApiError({ code, method, path: request.path, endpoint: request.endpoint, cause });
      }
      if (!response.ok) {
        const error = readErrorBody(parsed);
        throw new ApiError({ status: response.status || error.status, code: error.code, method, path: request.path, endpoint: request.endpoint, serverMessage: error.message });
      }
      const problem = checkAnswers && request.endpoint ? await answerProblem(request.endpoint, parsed) : undefined;
      if (problem) throw new ApiError({ code: API_ERROR_CODES.ANSWER_MISMATCH, method, path: request.path, endpoint: request.endpoint, cause: new Error(problem) });
      return parsed as T;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  };
}

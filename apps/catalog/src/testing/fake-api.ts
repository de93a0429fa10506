import { ApiError } from '@shop/api-client';
import type { ApiRequest, ApiTransport } from '@shop/api-client';

/** Answers one request; returning `undefined` means "not found" (an API 404). */
export type FakeHandler = (request: ApiRequest) => unknown;

/** A transport for tests that answers from handlers keyed by path, and records every request. */
export type FakeApi = { api: ApiTransport; requests: ApiRequest[] };

/**
 * Test double of the API transport. Handlers are matched by exact path or by a RegExp on the path; anything
 * unmatched, or a handler returning undefined, rejects with a 404 `ApiError` like the real API does.
 */
export function createFakeApi(handlers: Array<[string | RegExp, FakeHandler]>): FakeApi {
  const requests: ApiRequest[] = [];
  const api = (async (request: ApiRequest) => {
    requests.push(request);
    const method = request.method ?? 'GET';
    const match = handlers.find(([pattern]) => (typeof pattern === 'string' ? pattern === request.path : pattern.test(request.path)));
    const answer = match ? match[1](request) : undefined;
    if (answer === undefined) throw new ApiError({ status: 404, code: 'NOT_FOUND', method, path: request.path, serverMessage: 'not found' });
    return structuredClone(answer);
  }) as ApiTransport;
  return { api, requests };
}

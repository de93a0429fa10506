import { CALLABLE_CONTRACTS, findContract } from '@shop/contracts';
import type { ApiRequest, ApiTransport } from '../transport/types.ts';

/**
 * A transport for tests that records requests and answers from a handler. A request to an endpoint that no
 * contract describes fails the test: a call can only name an endpoint the API registers.
 */
export function createRecordingTransport(handler: (request: ApiRequest) => unknown): { api: ApiTransport; requests: ApiRequest[] } {
  const requests: ApiRequest[] = [];
  const api: ApiTransport = async <T>(request: ApiRequest): Promise<T> => {
    const method = request.method ?? 'GET';
    if (!findContract(CALLABLE_CONTRACTS, method, request.path)) throw new Error(`no contract describes ${method} ${request.path}`);
    requests.push(request);
    return (await handler(request)) as T;
  };
  return { api, requests };
}

import type { ApiRequest, ApiTransport } from '../transport/types.ts';

/** A transport for tests that records requests and answers from a handler. */
export function createRecordingTransport(handler: (request: ApiRequest) => unknown): { api: ApiTransport; requests: ApiRequest[] } {
  const requests: ApiRequest[] = [];
  const api: ApiTransport = async <T>(request: ApiRequest): Promise<T> => {
    requests.push(request);
    return (await handler(request)) as T;
  };
  return { api, requests };
}

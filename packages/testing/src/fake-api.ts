import type { ApiRequest, ApiTransport } from '@shop/api-client';

/** A fake transport: answers by `METHOD path`; unknown requests reject. Records every request. */
export function fakeApi(answers: Record<string, (request: ApiRequest) => unknown>): ApiTransport & { calls: ApiRequest[] } {
  const calls: ApiRequest[] = [];
  const api = (async (request: ApiRequest) => {
    calls.push(request);
    const answer = answers[`${request.method ?? 'GET'} ${request.path}`];
    if (!answer) throw new Error(`No fake answer for ${request.method ?? 'GET'} ${request.path}`);
    return answer(request);
  }) as ApiTransport & { calls: ApiRequest[] };
  api.calls = calls;
  return api;
}

/** The transport of a test that expects no API call: every request rejects. */
export const noApi: ApiTransport = async () => {
  throw new Error('no API in this test');
};

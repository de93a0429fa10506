import type { ApiTransport } from './types.ts';

/**
 * A transport whose requests are all tied to `signal` (e.g. a loader's `request.signal`), unless a request
 * brings its own.
 * @param api The transport.
 * @param signal The abort signal.
 * @returns The bound transport.
 */
export function withSignal(api: ApiTransport, signal: AbortSignal): ApiTransport {
  return <T>(request: Parameters<ApiTransport>[0]) => api<T>({ ...request, signal: request.signal ?? signal });
}

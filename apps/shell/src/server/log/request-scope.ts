import { AsyncLocalStorage } from 'node:async_hooks';
import { nanoid } from 'nanoid';

/** The header that carries a request id from the shell to the API (both log it as `reqId`). */
export const REQUEST_ID_HEADER = 'x-request-id';

const scope = new AsyncLocalStorage<{ reqId: string }>();
const VALID = /^[A-Za-z0-9_-]{6,64}$/;

/** A request id: the incoming header when it is well-formed (a proxy in front set it), else a new nanoid. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && VALID.test(given) ? given : nanoid();
}

/** Runs `work` with `reqId` as the current request id (log lines and API calls made inside carry it). */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return scope.run({ reqId }, work);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.reqId;
}

/** Headers for an API call made while handling a request: its id, so the API's log lines name the same request. */
export function requestIdHeaders(): Record<string, string> {
  const reqId = currentRequestId();
  return reqId ? { [REQUEST_ID_HEADER]: reqId } : {};
}

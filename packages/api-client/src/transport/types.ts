/** HTTP methods the storefront uses. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Query values; `null`, `undefined` and `''` are left out of the URL. */
export type ApiQueryValue = string | number | boolean | null | undefined;

/** One request to the API, independent of where it runs (server or browser). */
export type ApiRequest = {
  /** Defaults to `GET`. */
  method?: ApiMethod;
  /** Absolute API path such as `/api/cart`. */
  path: string;
  query?: Record<string, ApiQueryValue>;
  /** Plain values are sent as JSON; `FormData`, `URLSearchParams`, `Blob` and strings are sent as they are. */
  body?: unknown;
  signal?: AbortSignal;
  /** `no-store` bypasses every HTTP cache (visit counting, visitor ids). */
  cache?: 'no-store';
  /** `'<METHOD> <path>'` of the endpoint's contract (set by `callContract`): transports may check the answer against it. */
  endpoint?: string;
};

/**
 * Sends one request and resolves with the parsed JSON body (or the text when the answer is not JSON,
 * `undefined` when it is empty). Rejects with an `ApiError` on a non-2xx status, a network failure or a timeout.
 */
export type ApiTransport = <T>(request: ApiRequest) => Promise<T>;

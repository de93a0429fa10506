import http from 'node:http';

/**
 * How long an idle connection to the API is kept (ms): below the servers' keep-alive timeout (the API's and nginx's
 * for clients, 65 s and 75 s), so this side always closes an idle connection first and never sends a request on one
 * the server is closing at that instant. Node's agent keeps idle sockets forever unless told.
 */
export const API_AGENT_IDLE_TIMEOUT_MS = 15_000;

export type ApiFetchOptions = {
  /** Idle keep-alive connections kept per API origin. */
  maxFreeSockets?: number;
  /** How long an idle connection is kept (default `API_AGENT_IDLE_TIMEOUT_MS`). */
  idleTimeoutMs?: number;
  /** Where calls the fast path does not take go (bodies other than text, non-http URLs); default the global fetch. */
  fallback?: typeof fetch;
};

export type ApiFetch = typeof fetch & { close(): void };

/** How a reused connection the server had already closed fails before any answer: a reset, or a write to it. */
const STALE_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return headers as Record<string, string>;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/** The answer's headers as a `Headers`; repeated ones (set-cookie) kept one by one. */
function responseHeaders(raw: string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

/**
 * A `fetch` for the shell's server-side API calls over `node:http` with a keep-alive agent: the same answers as the
 * global fetch (status, headers, body) at about half its CPU per call, which matters because every rendered page
 * makes several of them. Aborting through `init.signal` rejects with the signal's reason, as fetch does, whether
 * the answer has begun or not; a connection failure rejects with a `TypeError` whose `cause` is the socket error,
 * as fetch does. Only GET/HEAD and text or byte bodies take this path; anything else (FormData, Blob, streams, a
 * `Request` input) goes to `fallback`. Redirects are not followed (the API never answers one). Idle connections are
 * closed after `API_AGENT_IDLE_TIMEOUT_MS`, and a GET or HEAD that meets a reused connection the server had closed
 * (reset before any byte of the answer) is sent once more on a new connection.
 * @example const apiFetch = createApiFetch(); const r = await apiFetch('http://127.0.0.1:4000/api/category');
 */
export function createApiFetch(options: ApiFetchOptions = {}): ApiFetch {
  // `timeout` is the idle timeout of free sockets (the agent destroys a free socket that times out; a request in
  // flight is bounded by its signal instead).
  const agent = new http.Agent({ keepAlive: true, maxFreeSockets: options.maxFreeSockets ?? 64, scheduling: 'lifo', timeout: options.idleTimeoutMs ?? API_AGENT_IDLE_TIMEOUT_MS });
  const fallback = options.fallback ?? globalThis.fetch;

  const apiFetch = (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = init?.body;
    const textBody = body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
    if (input instanceof Request || !textBody) return fallback(input, init);
    const url = input instanceof URL ? input : new URL(input);
    if (url.protocol !== 'http:') return fallback(input, init);
    const signal = init?.signal ?? null;
    if (signal?.aborted) throw signal.reason;
    const headers = headerRecord(init?.headers);
    // What fetch adds for a text body without a type.
    if (typeof body === 'string' && !hasHeader(headers, 'content-type')) headers['content-type'] = 'text/plain;charset=UTF-8';
    const method = (init?.method ?? 'GET').toUpperCase();

    // A GET or HEAD whose reused connection was closed by the server before any byte of the answer came (the
    // server was closing it as the request left, or restarted) is sent once more, on a connection of its own.
    const idempotent = method === 'GET' || method === 'HEAD';
    const attempt = (first: boolean): Promise<Response> =>
      new Promise<Response>((resolve, reject) => {
        let settled = false;
        let answered = false;
        const finish = (error: unknown, response?: Response) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          if (response) resolve(response);
          else reject(error);
        };
        const request = http.request(url, { method, headers, agent: first ? agent : false }, (answer) => {
          answered = true;
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const status = answer.statusCode ?? 500;
            const bytes = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)) as Uint8Array<ArrayBuffer>;
            // Null-body statuses take no body, as in fetch.
            const nullBody = method === 'HEAD' || status === 204 || status === 205 || status === 304;
            finish(null, new Response(nullBody || bytes.length === 0 ? null : bytes, { status, statusText: answer.statusMessage ?? '', headers: responseHeaders(answer.rawHeaders) }));
          });
          answer.on('error', (error) => finish(new TypeError('fetch failed', { cause: error })));
          answer.on('aborted', () => finish(new TypeError('fetch failed', { cause: new Error('the answer was cut short') })));
        });
        const onAbort = () => {
          finish(signal!.reason);
          request.destroy();
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        request.on('error', (error: NodeJS.ErrnoException) => {
          if (first && idempotent && !answered && request.reusedSocket && STALE_SOCKET_CODES.has(error.code ?? '') && !signal?.aborted) {
            if (settled) return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            attempt(false).then(resolve, reject);
            return;
          }
          finish(new TypeError('fetch failed', { cause: error }));
        });
        if (body !== undefined && body !== null && method !== 'GET' && method !== 'HEAD') request.end(body);
        else request.end();
      });
    return attempt(true);
  }) as ApiFetch;
  apiFetch.close = () => agent.destroy();
  return apiFetch;
}

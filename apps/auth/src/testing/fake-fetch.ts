/** One scripted answer of the fake fetch. */
export type FakeAnswer = { status?: number; body?: unknown };

/**
 * Replaces `fetch` with a script keyed by `METHOD path` (path without origin or query) and records the calls.
 * @returns The recorded calls; restore with `jest.restoreAllMocks()`.
 */
export function fakeFetch(script: Record<string, FakeAnswer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = script[`${method} ${path}`];
    if (!answer) return new Response(JSON.stringify({ status: 404, code: 'NOT_FOUND', message: 'not scripted' }), { status: 404, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** What /readyz reports: ready only with the API answering and a release of every remote loaded. */
export type Readiness = { ready: boolean; api: boolean; remotes: Record<string, string | null> };

/**
 * The readiness of a shell from what it can reach. /healthz only says the process is alive (a balancer restarts
 * nothing on it); /readyz is what a balancer routes on: 503 while the API or a remote's release is out of reach.
 * @example readiness(true, { catalog: 'v1', auth: null }).ready // false
 */
export function readiness(api: boolean, remotes: Record<string, string | null>): Readiness {
  return { ready: api && Object.values(remotes).every((version) => version !== null), api, remotes };
}

/**
 * Whether the API answers its /healthz within `timeoutMs`; the answer is reused for `ttlMs` so that a balancer
 * polling many shells does not multiply calls to the API.
 */
export function createApiProbe(apiOrigin: string, { timeoutMs = 1000, ttlMs = 1000, now = Date.now } = {}) {
  let checkedAt = -Infinity;
  let last: Promise<boolean> = Promise.resolve(false);
  return (): Promise<boolean> => {
    if (now() - checkedAt < ttlMs) return last;
    checkedAt = now();
    last = fetch(`${apiOrigin}/healthz`, { signal: AbortSignal.timeout(timeoutMs) }).then(
      async (res) => {
        await res.body?.cancel();
        return res.ok;
      },
      () => false,
    );
    return last;
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';

/** The maintenance page every visitor is sent to while the operator has switched maintenance on. */
export const MAINTENANCE_PATH = '/maintenance';

const StatusSchema = v.object({ maintenance: v.boolean() });
type Status = v.InferOutput<typeof StatusSchema>;
type Options = { apiOrigin: string; ttlMs?: number; timeoutMs?: number; now?: () => number; fetchStatus?: (url: string, timeoutMs: number) => Promise<Status> };

async function fetchSiteStatus(url: string, timeoutMs: number): Promise<Status> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`site status answered ${response.status}`);
  // A body of another shape fails like an unreachable API: the last answer stays.
  return v.parse(StatusSchema, await response.json());
}

/**
 * The shell's maintenance switch: asks the API's `GET /api/site/status` at most every `ttlMs` (2 s) and, while
 * maintenance is on, sends every page request but /maintenance there (302, never cached). An unreachable API
 * leaves the last answer in place (off at start), so a failing status call never locks the shop.
 * @returns `gate(req, res, pathname)`: true when it answered the request; `gate.forget()` drops the held answer.
 */
export function createMaintenanceGate({ apiOrigin, ttlMs = 2000, timeoutMs = 1000, now = Date.now, fetchStatus = fetchSiteStatus }: Options) {
  let known: { at: number; on: boolean } = { at: -Infinity, on: false };
  let pending: Promise<boolean> | undefined;
  // Bumped by `forget`: an answer asked for before the operator's change must not be kept as the new one.
  let generation = 0;

  const isOn = async (): Promise<boolean> => {
    if (now() - known.at < ttlMs) return known.on;
    const asked = generation;
    pending ??= fetchStatus(`${apiOrigin}/api/site/status`, timeoutMs)
      .then((status) => status.maintenance === true)
      .catch(() => known.on)
      .then((on) => {
        if (asked === generation) {
          known = { at: now(), on };
          pending = undefined;
        }
        return on;
      });
    return pending;
  };

  const gate = async (_req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname === MAINTENANCE_PATH || !(await isOn())) return false;
    res.writeHead(302, { location: MAINTENANCE_PATH, 'cache-control': 'no-store' }).end();
    return true;
  };
  // An operator change heard from another instance: ask the API again on the next request.
  return Object.assign(gate, {
    forget: () => {
      generation += 1;
      known = { at: -Infinity, on: known.on };
      pending = undefined;
    },
  });
}

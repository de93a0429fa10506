import type { IncomingMessage, ServerResponse } from 'node:http';

/** Failure modes a test can switch a remote into: answering 503, never answering, or shipping JavaScript that throws. */
export type FaultMode = 'ok' | 'down' | 'hang' | 'bad-js';

/**
 * Test-only fault injection (enabled with STATIC_HOST_FAULTS=1 by the e2e stack): `POST /__fault?mode=down|hang|ok`
 * makes every later request fail or hang, so e2e tests can prove the shell survives a misbehaving remote.
 */
export function createFaults() {
  let mode: FaultMode = 'ok';
  const hung = new Set<ServerResponse>();
  return {
    /** Handles the control request; true when it was one. */
    control(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
      if (url.pathname !== '/__fault' || req.method !== 'POST') return false;
      const next = url.searchParams.get('mode');
      if (next !== 'ok' && next !== 'down' && next !== 'hang' && next !== 'bad-js') {
        res.writeHead(400).end('mode must be ok, down, hang or bad-js');
        return true;
      }
      mode = next;
      if (mode === 'ok') for (const r of hung) r.destroy();
      hung.clear();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mode }));
      return true;
    },
    /** Applies the current mode; true when the request was taken care of (failed or hung). */
    apply(res: ServerResponse, url: URL): boolean {
      if (mode === 'bad-js' && url.pathname.endsWith('.js')) {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        res.end("throw new Error('broken remote build (fault injection)');");
        return true;
      }
      if (mode === 'down') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('remote down (fault injection)');
        return true;
      }
      if (mode === 'hang') {
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return true;
      }
      return false;
    },
  };
}

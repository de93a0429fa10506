import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMaintenanceGate } from './maintenance-gate.ts';

function fakeResponse() {
  const sent: { status?: number; headers?: Record<string, string> } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(sent, { status, headers });
      return res;
    },
    end: () => res,
  };
  return { res: res as unknown as ServerResponse, sent };
}

describe('createMaintenanceGate', () => {
  const req = {} as IncomingMessage;

  it('sends every page but /maintenance there while maintenance is on, and lets them through once it is off', async () => {
    let on = true;
    let clock = 0;
    const calls: string[] = [];
    const gate = createMaintenanceGate({ apiOrigin: 'http://api', now: () => clock, fetchStatus: async (url) => (calls.push(url), { maintenance: on }) });
    const first = fakeResponse();
    expect(await gate(req, first.res, '/items/1')).toBe(true);
    expect(first.sent).toEqual({ status: 302, headers: { location: '/maintenance', 'cache-control': 'no-store' } });
    expect(await gate(req, fakeResponse().res, '/maintenance')).toBe(false);
    on = false;
    expect(await gate(req, fakeResponse().res, '/')).toBe(true); // still the cached answer
    clock = 2500;
    expect(await gate(req, fakeResponse().res, '/')).toBe(false);
    expect(calls).toEqual(['http://api/api/site/status', 'http://api/api/site/status']);
  });

  it('keeps the shop open when the status call fails', async () => {
    const gate = createMaintenanceGate({ apiOrigin: 'http://api', fetchStatus: async () => Promise.reject(new Error('down')) });
    expect(await gate(req, fakeResponse().res, '/')).toBe(false);
  });

  it('asks again at once after forget (an operator change heard from another instance), ignoring an answer asked for before', async () => {
    let on = false;
    let release: () => void = () => undefined;
    const gate = createMaintenanceGate({ apiOrigin: 'http://api', now: () => 0, fetchStatus: async () => {
      const answer = { maintenance: on };
      await new Promise<void>((resolve) => (release = resolve));
      return answer;
    } });
    const before = gate(req, fakeResponse().res, '/');
    on = true;
    gate.forget();
    const firstRelease = release;
    const after = gate(req, fakeResponse().res, '/');
    firstRelease();
    release();
    expect(await before).toBe(false);
    expect(await after).toBe(true);
    expect(await gate(req, fakeResponse().res, '/')).toBe(true);
  });
});

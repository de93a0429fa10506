/**
 * @jest-environment node
 */
// The installation service's protocol against a local fake of it over real HTTP.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstallations, memoryInstallationStore, newFid, type Installation } from './installations.ts';

type Seen = { path: string; apiKey: string | undefined; authorization: string | undefined; body: Record<string, unknown> };
type Answer = { status: number; body?: unknown } | 'hang';

const seen: Seen[] = [];
/** Answers per path kind, used in order; the last one repeats. */
const answers: Record<'register' | 'token', Answer[]> = { register: [], token: [] };
let server: Server;
let base = '';
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '';
    seen.push({ path, apiKey: req.headers['x-goog-api-key'] as string | undefined, authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
    const kind = path.endsWith('authTokens:generate') ? 'token' : 'register';
    const list = answers[kind];
    const answer = (list.length > 1 ? list.shift() : list[0]) ?? { status: 500 };
    if (answer === 'hang') {
      hanging.push(res);
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  answers.register = [];
  answers.token = [];
});

const HOUR = 3_600_000;
const registered = (token = 'auth-1', expiresIn = '604800s') => ({ status: 200, body: { name: 'projects/p1/installations/x', fid: 'fid-from-server', refreshToken: 'refresh-1', authToken: { token, expiresIn } } });

function client(store = memoryInstallationStore(), clock = { t: 1_000_000 }) {
  const log: string[] = [];
  const installations = createInstallations({ baseUrl: base, projectId: 'p1', apiKey: 'key-1', appId: 'app-1', store, now: () => clock.t, random: () => 0.5, log: (m) => log.push(m) });
  return { installations, store, clock, log };
}

describe('installation service protocol', () => {
  it('registers once, keeps the token, and renews it when under an hour is left', async () => {
    answers.register = [registered('auth-1', '7200s')];
    answers.token = [{ status: 200, body: { token: 'auth-2', expiresIn: '604800s' } }];
    const { installations, store, clock } = client();
    expect(await installations.getToken()).toBe('auth-1');
    expect(seen[0]).toMatchObject({ path: '/v1/projects/p1/installations', apiKey: 'key-1', body: { authVersion: 'FIS_v2', appId: 'app-1' } });
    expect(String(seen[0]!.body.fid)).toMatch(/^[cdef][A-Za-z0-9_-]{21}$/);
    expect(await installations.getToken()).toBe('auth-1');
    expect(seen).toHaveLength(1);
    clock.t += HOUR + 1; // 7200 s token: now less than an hour left
    expect(await installations.getToken()).toBe('auth-2');
    expect(seen[1]).toMatchObject({ path: '/v1/projects/p1/installations/fid-from-server/authTokens:generate', authorization: 'FIS_v2 refresh-1' });
    expect(store.get()?.authToken?.token).toBe('auth-2');
  });

  it('retries a 5xx once', async () => {
    answers.register = [{ status: 500 }, registered()];
    const { installations } = client();
    expect(await installations.getToken()).toBe('auth-1');
    expect(seen).toHaveLength(2);
  });

  it('backs off after failures: 30 s after a 503, doubling, and asks nothing before then', async () => {
    answers.register = [{ status: 503 }];
    const { installations, clock, log } = client();
    expect(await installations.getToken()).toBeNull();
    expect(seen).toHaveLength(2); // the 5xx retry
    expect(installations.retryAt).toBe(clock.t + 30_000);
    expect(await installations.getToken()).toBeNull();
    expect(seen).toHaveLength(2);
    clock.t += 30_000;
    expect(await installations.getToken()).toBeNull();
    expect(installations.retryAt).toBe(clock.t + 60_000);
    expect(log).toEqual(['[analytics] installation registration failed (HTTP 503)', '[analytics] installation registration failed (HTTP 503)']);
  });

  it('deletes the stored installation on a 409 registration and on a 401 or 404 token request', async () => {
    answers.register = [{ status: 409 }];
    const fresh = client();
    expect(await fresh.installations.getToken()).toBeNull();
    expect(fresh.store.get()).toBeNull();
    expect(fresh.log[0]).toContain('stored installation deleted');

    for (const status of [401, 404]) {
      answers.token = [{ status }];
      const stale: Installation = { fid: 'old-fid', refreshToken: 'old-refresh', authToken: { token: 'old', expiresAt: 0 } };
      const { installations, store, log } = client(memoryInstallationStore(stale));
      expect(await installations.getToken()).toBeNull();
      expect(store.get()).toBeNull();
      expect(log[0]).toBe(`[analytics] auth token request (installation unknown: stored installation deleted) failed (HTTP ${status})`);
    }
  });

  it('treats an answer of the wrong shape as a failure: nothing stored, no token, one log line', async () => {
    answers.register = [{ status: 200, body: { fid: 42, authToken: 'not an object' } }];
    const fresh = client();
    expect(await fresh.installations.getToken()).toBeNull();
    expect(fresh.store.get()).toBeNull();
    expect(fresh.log).toEqual(['[analytics] installation registration (malformed answer) failed (HTTP 200)']);

    answers.token = [{ status: 200, body: { token: ['x'] } }];
    const stale: Installation = { fid: 'old-fid', refreshToken: 'old-refresh', authToken: { token: 'old', expiresAt: 0 } };
    const { installations, store, log } = client(memoryInstallationStore(stale));
    expect(await installations.getToken()).toBeNull();
    expect(store.get()).toEqual(stale);
    expect(log).toEqual(['[analytics] auth token request (malformed answer) failed (HTTP 200)']);
  });

  it('only logs when the service cannot be reached, and gives up on a request pending over 10 s', async () => {
    const down = createInstallations({ baseUrl: 'http://127.0.0.1:9/v1', projectId: 'p1', apiKey: 'k', appId: 'a', random: () => 0.5, log: () => undefined });
    await expect(down.getToken()).resolves.toBeNull();

    answers.register = ['hang', registered('auth-late')];
    const { installations, clock } = client();
    void installations.getToken();
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock.t += 5_000;
    void installations.getToken(); // still pending: the same request
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    clock.t += 6_000;
    expect(await installations.getToken()).toBe('auth-late');
    expect(seen).toHaveLength(2);
  });

  it('makes installation ids of the right shape', () => {
    expect(newFid(Buffer.alloc(17, 0xff))).toMatch(/^f/);
    expect(newFid(Buffer.alloc(17, 0))).toMatch(/^c/);
    expect(newFid()).toHaveLength(22);
  });
});

import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort, freshDatabase, startApiProcess, type ApiProcess, type ProcessDatabase } from '../testing/api-process.ts';

// Per-address limits shared by API instances through Redis (scale-out), and Redis down (faults):
// the limit falls back to each instance's memory, never unlimited and never a 5xx.

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 50; i += 1) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

const lookup = (api: ApiProcess, address: string) =>
  fetch(`${api.origin}/api/auth/guest-token`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify({ orderCode: 'NO-SUCH-ORDER', guestPassword: 'guess1234' }) });

// Skipped (and named in the summary) where redis-server is not installed.
(hasRedis ? describe : describe.skip)('per-address limits across two API processes', () => {
  let db: ProcessDatabase | undefined;
  let redis: ChildProcess | undefined;
  const apis: ApiProcess[] = [];
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.kill()));
    redis?.kill('SIGKILL');
    await db?.drop();
  });

  it('count guest order lookups of one address on both instances; with Redis down each instance still limits, answering no 5xx', async () => {
    db = await freshDatabase('sqlite');
    const port = await freePort();
    redis = await startRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PER_ADDRESS: '4' };
    apis.push(await startApiProcess(db.url, env));
    apis.push(await startApiProcess(db.url, env));
    const [a, b] = apis as [ApiProcess, ApiProcess];

    const shared = [];
    for (const api of [a, b, a, b, a]) shared.push((await lookup(api, '203.0.113.9')).status);
    assert.deepEqual(shared, [404, 404, 404, 404, 429], 'the fifth lookup of the address is refused, whichever instance counted the others');
    assert.equal((await lookup(b, '203.0.113.10')).status, 404, 'another address has its own count');

    redis.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const down = [];
    for (let i = 0; i < 6; i += 1) down.push((await lookup(a, '198.51.100.1')).status);
    assert.deepEqual(down, [404, 404, 404, 404, 429, 429], 'the same limit per instance while Redis is down');
    const health = await fetch(`${b.origin}/healthz`);
    assert.equal(health.status, 200);
  }, 120_000);
});

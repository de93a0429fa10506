import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { fallbackStore } from './rate-limit-store.ts';

type Result = { current: number; ttl: number };
const incr = (store: ReturnType<typeof fallbackStore>, key: string, windowMs = 60_000, max = 3) => {
  const instance = new store.Store({});
  return new Promise<Result>((resolve, reject) => instance.incr(key, (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)), windowMs, max));
};

describe('the rate-limit store (@fastify/rate-limit\'s Redis store, its local store as the fallback)', () => {
  it('without Redis counts in memory, per key, within the window', async () => {
    const store = fallbackStore(undefined, { warn: () => assert.fail('no Redis, no outage'), info: () => undefined });
    const counts = [];
    for (let i = 0; i < 4; i += 1) counts.push((await incr(store, 'rule:203.0.113.1')).current);
    assert.deepEqual(counts, [1, 2, 3, 4]);
    assert.equal((await incr(store, 'rule:203.0.113.2')).current, 1);
    assert.equal(store.connected(), false);
    store.close();
  });

  it('with Redis unreachable or hanging answers from memory at once, never an error, and logs the outage once', async () => {
    // A "Redis" that accepts connections and never answers: commands time out.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    for (const url of [`redis://127.0.0.1:${port}`, 'redis://127.0.0.1:1']) {
      const warnings: string[] = [];
      const store = fallbackStore(url, { warn: (m) => warnings.push(m), info: () => undefined });
      await new Promise((r) => setTimeout(r, 300));
      const started = performance.now();
      const counts = [];
      for (let i = 0; i < 5; i += 1) counts.push((await incr(store, 'rule:198.51.100.1')).current);
      assert.deepEqual(counts, [1, 2, 3, 4, 5], url);
      assert.ok(performance.now() - started < 1000, `answered without waiting for Redis (${url})`);
      assert.ok(warnings.length <= 1, `one warning per outage (${warnings.length})`);
      store.close();
    }
    silent.close();
  });
});

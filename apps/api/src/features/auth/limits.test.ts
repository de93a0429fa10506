import assert from 'node:assert/strict';
import { ID_CHECKS_PER_SEND } from '../../http/shared-limits.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

const PER_ADDRESS = 30; // RATE_LIMIT_PER_ADDRESS of the test servers (the default)

describeEachDatabase('per-address limit of the id duplicate check', (server) => {
  it('answers a generous number of checks per address, then a Korean 429; another address is not affected', async () => {
    const check = (address: string, loginId: string) =>
      server().request('/api/auth/user/duplicate', { method: 'POST', body: { loginId }, headers: { 'x-forwarded-for': address } });
    const limit = PER_ADDRESS * ID_CHECKS_PER_SEND;
    for (let sent = 0; sent < limit; sent += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, (_, i) => check('10.40.0.1', `probe${sent + i}`)));
      assert.deepEqual(batch.map((r) => r.status), Array.from({ length: 20 }, () => 200));
    }
    const refused = await server().request('/api/auth/user/duplicate', { method: 'POST', body: { loginId: 'demo01' }, headers: { 'x-forwarded-for': '10.40.0.1' } });
    assert.deepEqual(await json(refused, 429), { status: 429, code: 'ID_CHECK_TOO_MANY', message: '아이디 중복검사 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    assert.deepEqual(await json(await check('10.40.0.2', 'demo01')), { duplicated: 'Y' });
  });
});

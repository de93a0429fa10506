import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

const OPERATOR = 'test-operator-token';
type Message = { kind: string; auid: string; target: string; payload: string; createdDate: string };

describeEachDatabase('messenger channel: POST /api/kakao/*', (server) => {
  const as = async (loginId: string) => ({ authorization: `Bearer ${(await loginAs(server(), loginId)).token}` });
  const messages = async (auid?: string) =>
    (await json<{ list: Message[] }>(await server().request(`/api/ops/messenger-messages${auid ? `?auid=${auid}` : ''}`, { headers: { 'x-operator-token': OPERATOR } }))).list;

  it('answers the channel id of a member who has one, and an empty one otherwise', async () => {
    assert.deepEqual(await json(await server().request('/api/kakao/sender', { method: 'POST', headers: await as('demo01') })), { auid: 'kakao-auid-demo01' });
    assert.deepEqual(await json(await server().request('/api/kakao/sender', { method: 'POST', headers: await as('demo02') })), { auid: '' });
    const visitor = await json<{ code: string }>(await server().request('/api/kakao/sender', { method: 'POST' }), 401);
    assert.equal(visitor.code, 'UNAUTHORIZED');
  });

  it('records each notification for the member with a channel, through the default adapter', async () => {
    const headers = await as('demo01');
    const post = (path: string, body?: unknown) => server().request(path, { method: 'POST', headers, body });
    assert.deepEqual(await json(await post('/api/kakao/add-to-cart', { arrayRequiredItems: ['1001||2||', '1002||1||'] })), { status: 200, message: 'OK' });
    await json(await post('/api/kakao/wishlist/1001'));
    await json(await post('/api/kakao/order/20261125-0001/0'));
    await json(await post('/api/kakao/refund/20261125-0001/0', { claimApplyItemKeys: ['1', '2'] }));
    await json(await post('/api/kakao/all-refund/20261125-0001/0'));
    await json(await post('/api/kakao/review/7'));
    const list = await messages('kakao-auid-demo01');
    assert.deepEqual(list.slice(0, 6).map((m) => `${m.kind} ${m.target}`).reverse(), [
      'ADD_TO_CART 1001,1002', 'WISHLIST 1001', 'ORDER 20261125-0001/0', 'REFUND 20261125-0001/0', 'ALL_REFUND 20261125-0001/0', 'REVIEW 7',
    ]);
    assert.deepEqual(JSON.parse(list[2]!.payload), { claimApplyItemKeys: ['1', '2'] });
    assert.match(list[0]!.createdDate, /^\d{14}$/);
  });

  it('sends nothing for a member without a channel, and refuses an empty cart list', async () => {
    const headers = await as('demo02');
    assert.deepEqual(await json(await server().request('/api/kakao/wishlist/1001', { method: 'POST', headers })), { status: 200, message: 'NO_CHANNEL' });
    assert.deepEqual((await messages()).filter((m) => m.auid !== 'kakao-auid-demo01'), []);
    const empty = await json<{ message: string }>(await server().request('/api/kakao/add-to-cart', { method: 'POST', headers, body: { arrayRequiredItems: [] } }), 400);
    assert.equal(empty.message, '담을 상품을 입력해 주세요.');
  });
}, { operatorToken: OPERATOR });

import assert from 'node:assert/strict';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

const OPERATOR = 'test-operator-token';
const ops = { 'x-operator-token': OPERATOR };
type Stats = { uniqueVisitors: number; pageViews: number; byUri: { uri: string; pageViews: number }[] };

describeEachDatabase('visits: POST /api/visit/uv, /pv, /batch and the operator count', (server) => {
  const stats = async (query: string) => json<Stats>(await server().request(`/api/ops/visits?${query}`, { headers: ops }));

  it('counts a visitor once however often it is registered, and every page view', async () => {
    const visitorId = crypto.randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const uv = await server().request('/api/visit/uv', { method: 'POST', body: { visitorId } });
      assert.equal(uv.headers.get('cache-control'), 'no-store');
      assert.deepEqual(await json(uv), { status: 200, message: 'OK' });
    }
    await json(await server().request('/api/visit/pv', { method: 'POST', body: { visitorId, uri: '/display/best' } }));
    // The shell's proxy sends the visitor id as the SALESONID header; the body may leave it out.
    await json(await server().request('/api/visit/pv', { method: 'POST', body: { uri: '/items/P1' }, headers: { salesonid: visitorId } }));
    const mine = await stats(`visitorId=${visitorId}`);
    assert.equal(mine.uniqueVisitors, 1);
    assert.equal(mine.pageViews, 2);
    assert.deepEqual(mine.byUri.map((r) => r.uri).sort(), ['/display/best', '/items/P1']);
  });

  it('refuses a page view without a visitor or uri with a 400 in Korean', async () => {
    const noVisitor = await json<{ code: string }>(await server().request('/api/visit/pv', { method: 'POST', body: { uri: '/' } }), 400);
    assert.equal(noVisitor.code, 'SALESONID_REQUIRED');
    const noUri = await json<{ message: string }>(await server().request('/api/visit/pv', { method: 'POST', body: { visitorId: crypto.randomUUID() } }), 400);
    assert.equal(noUri.message, '방문 경로를 입력해 주세요.');
    const badId = await json<{ message: string }>(await server().request('/api/visit/uv', { method: 'POST', body: { visitorId: 'x<script>1234' } }), 400);
    assert.equal(badId.message, '방문자 식별자 값이 올바르지 않습니다.');
  });

  it('records a batch of page views in one call: each view, each new visitor once, and the daily counts per path', async () => {
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const home = `/batch-${first}`;
    const item = `/batch-${first}/items/P1?x=1`;
    const views = [
      { visitorId: first, uri: home, newVisitor: true },
      { visitorId: first, uri: item },
      { visitorId: second, uri: home, newVisitor: true },
      { visitorId: first, uri: home },
    ];
    const answer = await server().request('/api/visit/batch', { method: 'POST', body: { views } });
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await json(answer), { status: 200, message: 'OK', recorded: 4 });
    // A later batch naming the same visitor as new again does not count it twice; its views add to the same day's rows.
    await json(await server().request('/api/visit/batch', { method: 'POST', body: { views: [{ visitorId: first, uri: home, newVisitor: true }] } }));
    const mine = await stats(`visitorId=${first}`);
    assert.deepEqual({ ...mine, byUri: mine.byUri }, { uniqueVisitors: 1, pageViews: 4, byUri: [{ uri: home, pageViews: 3 }, { uri: item, pageViews: 1 }] });
    assert.equal((await stats(`visitorId=${second}`)).uniqueVisitors, 1);
    // Everyone's counts of a path come from the daily table.
    const ofHome = await stats(`uri=${encodeURIComponent(home)}`);
    assert.equal(ofHome.pageViews, 4);
    assert.deepEqual(ofHome.byUri, [{ uri: home, pageViews: 4 }]);
    // A single page view (a client-side navigation) adds to the same daily count.
    await json(await server().request('/api/visit/pv', { method: 'POST', body: { visitorId: second, uri: home } }));
    assert.equal((await stats(`uri=${encodeURIComponent(home)}`)).pageViews, 5);
  });

  it('refuses an empty, oversized or malformed batch with a 400 in Korean, recording nothing', async () => {
    const visitorId = crypto.randomUUID();
    const uri = `/refused-${visitorId}`;
    const empty = await json<{ message: string }>(await server().request('/api/visit/batch', { method: 'POST', body: { views: [] } }), 400);
    assert.match(empty.message, /페이지 조회 목록/);
    const tooMany = Array.from({ length: 501 }, () => ({ visitorId, uri }));
    const oversized = await json<{ message: string }>(await server().request('/api/visit/batch', { method: 'POST', body: { views: tooMany } }), 400);
    assert.match(oversized.message, /페이지 조회 목록/);
    const badId = await json<{ message: string }>(await server().request('/api/visit/batch', { method: 'POST', body: { views: [{ visitorId, uri }, { visitorId: 'x<script>1234', uri }] } }), 400);
    assert.equal(badId.message, '방문자 식별자 값이 올바르지 않습니다.');
    await json(await server().request('/api/visit/batch', { method: 'POST', body: { views: [{ uri }] } }), 400);
    assert.equal((await stats(`visitorId=${visitorId}`)).pageViews, 0);
    assert.equal((await stats(`uri=${encodeURIComponent(uri)}`)).pageViews, 0);
  });

  it('lets only the operator read the counts', async () => {
    const anonymous = await json<{ code: string; message: string }>(await server().request('/api/ops/visits'), 401);
    assert.deepEqual([anonymous.code, anonymous.message], ['OPERATOR_ONLY', '운영자만 사용할 수 있습니다.']);
    await json(await server().request('/api/ops/visits', { headers: { 'x-operator-token': 'wrong-operator-token!' } }), 401);
    const all = await stats('');
    assert.ok(all.uniqueVisitors >= 1 && all.pageViews >= 2);
  });
}, { operatorToken: OPERATOR });

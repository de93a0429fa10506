import assert from 'node:assert/strict';
import type { OrderPlaced, OrderSheet } from '@shop/contracts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

const OPERATOR = 'operator-token-for-tests-0123456789';
const headers = { 'x-operator-token': OPERATOR };

describeEachDatabase('operator reads and answers used by `pnpm operator`', (server) => {
  it('reads an order with its claims and notifications (operator token only); an unknown code is a 404', async () => {
    const item = await plainItem(server());
    const orders = orderClient(server(), (await createMember(server())).headers);
    const orderSheetId = await orders.buy(`${item.id}||1||`);
    const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
    const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount }));
    const path = `/api/operator/order?orderCode=${placed.orderCode}`;
    assert.equal((await server().request(path)).status, 401);
    const read = await json<{ order: { orderStatus: string }; claims: unknown[]; notifications: { event: string; status: string }[] }>(await server().request(path, { headers }));
    assert.deepEqual({ status: read.order.orderStatus, claims: read.claims }, { status: 'WAITING_DEPOSIT', claims: [] });
    // What the order told its shopper (the outbox), for the operator and the e2e journeys.
    assert.deepEqual(read.notifications.map((n) => n.event), ['DEPOSIT_ACCOUNT']);
    assert.equal((await json<{ code: string }>(await server().request('/api/operator/order?orderCode=O-NOPE', { headers }), 404)).code, 'ORDER_NOT_FOUND');
  });

  it('answers an item question; an unknown question is a 404', async () => {
    const item = await plainItem(server());
    const { db } = server().app.database;
    const { id } = await db.insertInto('itemInquiries').values({
      itemId: item.id, memberId: null, writerLoginId: 'someone', qnaGroup: 'ITEM', subject: 'Size?', question: 'Which size?', secretFlag: 'N', answer: null, answeredAt: null, createdAt: '20261128100000',
    }).returning('id').executeTakeFirstOrThrow();
    const answer = (qnaId: number) => server().request(`/api/operator/qna/${qnaId}/answer`, { method: 'POST', body: { answer: 'Size M fits.' }, headers });
    assert.deepEqual(await json(await answer(id)), { status: 'OK' });
    const row = await db.selectFrom('itemInquiries').select(['answer', 'answeredAt']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.answer, 'Size M fits.');
    assert.match(row.answeredAt ?? '', /^\d{14}$/);
    assert.equal((await answer(2_000_000_000)).status, 404);
  });
}, { overrides: { operatorToken: OPERATOR } });

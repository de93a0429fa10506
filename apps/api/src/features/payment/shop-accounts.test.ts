import assert from 'node:assert/strict';
import type { BusinessInfo, OrderPlaced, OrderSheet } from '@shop/contracts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

const OPERATOR = 'operator-token-for-tests-0123456789';
const GUEST_ID = 'shop-accounts-guest-0001';

describeEachDatabase('one shop identity: deposit accounts', (server) => {
  it('are held by the business information\'s company, the same for a member and a guest, and follow the operator\'s change', async () => {
    const info = await json<BusinessInfo>(await server().request('/api/site/business-info'));
    const item = await plainItem(server());
    const member = orderClient(server(), (await createMember(server())).headers);
    const guest = orderClient(server(), { salesonid: GUEST_ID });
    const sheetOf = async (orders: typeof member) => json<OrderSheet>(await orders.sheet(await orders.buy(`${item.id}||1||`)));
    const memberSheet = await sheetOf(member);
    assert.deepEqual(memberSheet.bankAccounts.map((a) => a.accountHolder), ['국민은행', '신한은행'].map(() => info.companyName));
    assert.deepEqual((await sheetOf(guest)).bankAccounts, memberSheet.bankAccounts);

    const placed = await json<OrderPlaced>(await member.save({ orderSheetId: memberSheet.orderSheetId, expectedPayAmount: memberSheet.orderPrice.orderPayAmount }));
    const first = memberSheet.bankAccounts[0];
    assert.deepEqual(
      { bankName: placed.bank?.bankName, accountNumber: placed.bank?.accountNumber, accountHolder: placed.bank?.accountHolder },
      { bankName: first?.bankName, accountNumber: first?.accountNumber, accountHolder: info.companyName },
    );

    const { businessCheckUrl: _link, ...editable } = info;
    const put = (body: unknown) => server().request('/api/operator/site/business-info', { method: 'PUT', body, headers: { 'x-operator-token': OPERATOR } });
    await json(await put({ ...editable, companyName: '새 상호 주식회사' }));
    try {
      assert.deepEqual((await sheetOf(member)).bankAccounts.map((a) => a.accountHolder), ['새 상호 주식회사', '새 상호 주식회사']);
    } finally {
      await json(await put(editable));
    }
  });
}, { overrides: { operatorToken: OPERATOR } });

import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { BusinessOrders, BusinessStatus, TaxInvoice } from '@shop/contracts';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { SAMPLE_FILES } from '../storage/sample-files.ts';
import { bearer, operatorHeaders, postForm, TEST_OPERATOR_TOKEN } from './cs-test-helpers.ts';
import { splitVat } from './business-service.ts';
import { BUSINESS_DEMO } from '../../seed/cs/insert-cs.ts';

const APPLICATION = { companyName: '한사업상사', representativeName: '한사업', businessNumber: '1248100998', businessType: '도소매', businessItem: '생활용품' };

describeEachDatabase('business members', (server) => {
  let biz = {};
  let memberId = 0;
  before(async () => {
    biz = bearer((await loginAs(server(), BUSINESS_DEMO.loginId)).token);
    memberId = (await server().app.database.db.selectFrom('members').select('id').where('loginId', '=', BUSINESS_DEMO.loginId).executeTakeFirstOrThrow()).id;
  });

  it('refuses a business number that fails the checksum and an application without a licence', async () => {
    const bad = await json<{ message: string }>(await postForm(server(), '/api/business/apply', { ...APPLICATION, businessNumber: '1248100999' }, [['licence', 'l.pdf', SAMPLE_FILES.pdf]], biz), 400);
    assert.equal(bad.message, "사업자등록번호를 '-'없이 정확히 입력해주세요.");
    const noFile = await json<{ message: string }>(await postForm(server(), '/api/business/apply', APPLICATION, [], biz), 400);
    assert.equal(noFile.message, '사업자등록증 파일을 첨부해 주세요.');
    assert.equal((await json<BusinessStatus>(await server().request('/api/business/status', { headers: biz }))).status, 'NONE');
  });

  it('takes an application, keeps the member out of the business area until the operator approves it', async () => {
    const applied = await json<BusinessStatus>(await postForm(server(), '/api/business/apply', APPLICATION, [['licence', '사업자등록증.pdf', SAMPLE_FILES.pdf]], biz));
    assert.equal(applied.status, 'PENDING');
    assert.equal(applied.profile?.licenceName, '사업자등록증.pdf');
    assert.equal((await postForm(server(), '/api/business/apply', APPLICATION, [['licence', 'l.pdf', SAMPLE_FILES.pdf]], biz)).status, 409);
    assert.equal((await json<{ code: string }>(await server().request('/api/business/orders', { headers: biz }), 403)).code, 'BUSINESS_ONLY');
    assert.equal((await json<{ loginType: string }>(await server().request('/api/auth/auth-me', { headers: biz }))).loginType, 'ROLE_USER');

    const pending = await json<{ list: { memberId: number; loginId: string }[] }>(await server().request('/api/operator/business', { headers: operatorHeaders }));
    assert.ok(pending.list.some((p) => p.memberId === memberId && p.loginId === BUSINESS_DEMO.loginId));
    const approved = await json<BusinessStatus>(await server().request(`/api/operator/business/${memberId}`, { method: 'POST', headers: operatorHeaders, body: { decision: 'APPROVED' } }));
    assert.equal(approved.status, 'APPROVED');
    assert.equal((await server().request(`/api/operator/business/${memberId}`, { method: 'POST', headers: operatorHeaders, body: { decision: 'REJECTED' } })).status, 409);
    assert.equal((await json<{ loginType: string }>(await server().request('/api/auth/auth-me', { headers: biz }))).loginType, 'ROLE_BUSINESS');
  });

  it('lists the paid orders with their items and takes one tax invoice request per order', async () => {
    const orders = await json<BusinessOrders>(await server().request('/api/business/orders', { headers: biz }));
    const order = orders.list.find((o) => o.orderCode === BUSINESS_DEMO.orderCode);
    assert.ok(order);
    assert.equal(order.statusLabel, '결제완료');
    assert.equal(order.items[0]?.quantity, 3);
    // The demo order's line has no option: nothing to choose again when it is reordered.
    assert.equal(order.items[0]?.itemOptionId, null);
    assert.equal(order.taxInvoice, null);
    const invoice = await json<TaxInvoice>(await server().request('/api/business/tax-invoice', { method: 'POST', headers: biz, body: { orderCode: order.orderCode, email: 'tax@biz.kr' } }));
    assert.deepEqual([invoice.status, invoice.statusLabel, invoice.supplyAmount + invoice.vatAmount, invoice.issuedDate], ['REQUESTED', '발행요청', order.payAmount, null]);
    const again = await json<{ code: string }>(await server().request('/api/business/tax-invoice', { method: 'POST', headers: biz, body: { orderCode: order.orderCode, email: 'tax@biz.kr' } }), 409);
    assert.equal(again.code, 'TAX_INVOICE_EXISTS');
    const listed = await json<BusinessOrders>(await server().request('/api/business/orders', { headers: biz }));
    assert.equal(listed.list.find((o) => o.orderCode === order.orderCode)?.taxInvoice?.email, 'tax@biz.kr');
    assert.equal((await server().request('/api/business/tax-invoice', { method: 'POST', headers: biz, body: { orderCode: 'ONOSUCH', email: 'tax@biz.kr' } })).status, 404);
  });

  it('the operator issues the requested tax invoice with its date and approval number; the member sees 발행완료', async () => {
    const issue = (orderCode: string, body: unknown, headers: Record<string, string> = operatorHeaders) =>
      server().request(`/api/operator/tax-invoices/${orderCode}/issue`, { method: 'POST', headers, body });
    const requested = await json<{ list: { orderCode: string; companyName: string; status: string }[] }>(await server().request('/api/operator/tax-invoices', { headers: operatorHeaders }));
    assert.deepEqual(requested.list.map((r) => [r.orderCode, r.companyName, r.status]), [[BUSINESS_DEMO.orderCode, APPLICATION.companyName, 'REQUESTED']]);

    const valid = { issueDate: '20260112', approvalNumber: '20260112-41000000-00000123' };
    assert.equal((await issue(BUSINESS_DEMO.orderCode, valid, {})).status, 401);
    const badDate = await json<{ message: string }>(await issue(BUSINESS_DEMO.orderCode, { ...valid, issueDate: '20260231' }), 400);
    assert.equal(badDate.message, '발행일은 yyyyMMdd 형식의 날짜로 입력해 주세요.');
    const badNumber = await json<{ message: string }>(await issue(BUSINESS_DEMO.orderCode, { ...valid, approvalNumber: '12345' }), 400);
    assert.equal(badNumber.message, '승인번호는 국세청 승인번호 형식(00000000-00000000-00000000)으로 입력해 주세요.');
    assert.equal((await json<{ code: string }>(await issue('ONOSUCH', valid), 404)).code, 'TAX_INVOICE_NOT_FOUND');

    const issued = await json<TaxInvoice>(await issue(BUSINESS_DEMO.orderCode, valid));
    assert.deepEqual([issued.status, issued.statusLabel, issued.issuedDate, issued.approvalNumber], ['ISSUED', '발행완료', valid.issueDate, valid.approvalNumber]);
    assert.equal((await json<{ code: string }>(await issue(BUSINESS_DEMO.orderCode, valid), 409)).code, 'TAX_INVOICE_ISSUED');
    const seen = (await json<BusinessOrders>(await server().request('/api/business/orders', { headers: biz }))).list.find((o) => o.orderCode === BUSINESS_DEMO.orderCode);
    assert.deepEqual([seen?.taxInvoice?.statusLabel, seen?.taxInvoice?.issuedDate, seen?.taxInvoice?.approvalNumber], ['발행완료', valid.issueDate, valid.approvalNumber]);
    assert.deepEqual((await json<{ list: unknown[] }>(await server().request('/api/operator/tax-invoices', { headers: operatorHeaders }))).list, []);
  });

  it('keeps other members out of the business area and of tax invoices', async () => {
    const demo02 = bearer((await loginAs(server(), 'demo02')).token);
    assert.equal((await server().request('/api/business/tax-invoice', { method: 'POST', headers: demo02, body: { orderCode: BUSINESS_DEMO.orderCode, email: 'a@b.kr' } })).status, 403);
    assert.equal((await server().request('/api/business/status')).status, 401);
  });
}, { overrides: { operatorToken: TEST_OPERATOR_TOKEN } });

it('splits a VAT-included amount into 공급가액 and 부가세 with the 부가세 rounded down to the won', () => {
  assert.deepEqual(splitVat(11000), { supplyAmount: 10000, vatAmount: 1000 });
  assert.deepEqual(splitVat(9990), { supplyAmount: 9082, vatAmount: 908 });
  // 10005 / 11 = 909.54…: the 부가세 is 909 (not 910), which is also 10 % of the 공급가액 9096 cut to the won.
  assert.deepEqual(splitVat(10005), { supplyAmount: 9096, vatAmount: 909 });
  for (let total = 0; total <= 30_000; total += 1) {
    const { supplyAmount, vatAmount } = splitVat(total);
    assert.equal(supplyAmount + vatAmount, total);
    if (total % 11 !== 10) assert.equal(Math.floor(supplyAmount / 10), vatAmount, String(total));
  }
});

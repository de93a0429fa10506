import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BusinessOrders, BusinessStatus, OrderSheet, TaxInvoice } from '@shop/contracts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { largeJpeg, SAMPLE_FILES } from '../storage/sample-files.ts';
import { MB } from '../storage/upload-rules.ts';
import { splitVat } from './business-service.ts';
import { operatorHeaders, postForm, TEST_OPERATOR_TOKEN } from './cs-test-helpers.ts';

const APPLICATION = { companyName: '한사업상사', representativeName: '한사업', businessNumber: '1248100998', businessType: '도소매', businessItem: '생활용품' };

type Member = Awaited<ReturnType<typeof createMember>>;

// Every test makes its own members and orders, so each runs alone, in any order, and sees only what it made.

/** A member's application with a PDF licence. */
const apply = (server: TestServer, member: Member) =>
  postForm(server, '/api/business/apply', APPLICATION, [['licence', '사업자등록증.pdf', SAMPLE_FILES.pdf]], member.headers);

/** A fresh member whose application the operator approved. */
async function approvedMember(server: TestServer): Promise<Member> {
  const member = await createMember(server);
  await json(await apply(server, member));
  await json(await server.request(`/api/operator/business/${member.id}`, { method: 'POST', headers: operatorHeaders, body: { decision: 'APPROVED' } }));
  return member;
}

/** An order of 3 of a plain item by bank transfer (입금대기); `paid` has the operator see the deposit (결제완료). */
async function placeOrder(server: TestServer, member: Member, paid: boolean): Promise<string> {
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${(await plainItem(server)).id}||3||`);
  const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
  const { orderCode } = await json<{ orderCode: string }>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount }));
  if (paid) await json(await server.request('/api/operator/order/advance', { method: 'POST', headers: operatorHeaders, body: { orderCode, to: 'PAID' } }));
  return orderCode;
}

const requestInvoice = (server: TestServer, member: Member, orderCode: string) =>
  server.request('/api/business/tax-invoice', { method: 'POST', headers: member.headers, body: { orderCode, email: 'tax@biz.kr' } });

describeEachDatabase('business members', (server) => {
  const storedLicences = async () => (await readdir(join(server().storageRoot, 'licences')).catch(() => [])).length;
  const status = async (member: Member) => (await json<BusinessStatus>(await server().request('/api/business/status', { headers: member.headers }))).status;

  it('refuses a business number that fails the checksum and an application without a licence', async () => {
    const member = await createMember(server());
    const bad = await json<{ message: string }>(await postForm(server(), '/api/business/apply', { ...APPLICATION, businessNumber: '1248100999' }, [['licence', 'l.pdf', SAMPLE_FILES.pdf]], member.headers), 400);
    assert.equal(bad.message, "사업자등록번호를 '-'없이 정확히 입력해주세요.");
    const noFile = await json<{ message: string }>(await postForm(server(), '/api/business/apply', APPLICATION, [], member.headers), 400);
    assert.equal(noFile.message, '사업자등록증 파일을 첨부해 주세요.');
    assert.equal(await status(member), 'NONE');
  });

  it('refuses a licence that is no picture or PDF by its content, whatever its name, and one over 10 MB, storing nothing', async () => {
    const member = await createMember(server());
    const before = await storedLicences();
    const cases: [string, Uint8Array, number, string][] = [
      ['사업자등록증.pdf', new TextEncoder().encode('MZ\u0090\u0000 not a pdf at all'), 415, 'jpg, png, pdf 파일만 올릴 수 있습니다. (사업자등록증.pdf)'],
      ['사업자등록증.png', SAMPLE_FILES.gif, 415, 'jpg, png, pdf 파일만 올릴 수 있습니다. (사업자등록증.png)'],
      ['사업자등록증.jpg', largeJpeg(10 * MB + 1), 413, '파일 크기는 10MB 이하만 올릴 수 있습니다. (사업자등록증.jpg)'],
    ];
    for (const [name, bytes, code, message] of cases) {
      const refused = await json<{ message: string }>(await postForm(server(), '/api/business/apply', APPLICATION, [['licence', name, bytes]], member.headers), code);
      assert.equal(refused.message, message);
    }
    assert.equal(await status(member), 'NONE');
    assert.equal(await storedLicences(), before);
  });

  it('takes an application, keeps the member out of the business area until the operator approves it', async () => {
    const member = await createMember(server());
    const applied = await json<BusinessStatus>(await apply(server(), member));
    assert.deepEqual([applied.status, applied.profile?.licenceName, applied.profile?.businessNumber], ['PENDING', '사업자등록증.pdf', '1248100998']);
    assert.equal((await apply(server(), member)).status, 409);
    assert.equal((await json<{ code: string }>(await server().request('/api/business/orders', { headers: member.headers }), 403)).code, 'BUSINESS_ONLY');
    assert.equal((await json<{ loginType: string }>(await server().request('/api/auth/auth-me', { headers: member.headers }))).loginType, 'ROLE_USER');

    const pending = await json<{ list: { memberId: number }[] }>(await server().request('/api/operator/business', { headers: operatorHeaders }));
    assert.ok(pending.list.some((p) => p.memberId === member.id));
    const approved = await json<BusinessStatus>(await server().request(`/api/operator/business/${member.id}`, { method: 'POST', headers: operatorHeaders, body: { decision: 'APPROVED' } }));
    assert.equal(approved.status, 'APPROVED');
    assert.equal((await server().request(`/api/operator/business/${member.id}`, { method: 'POST', headers: operatorHeaders, body: { decision: 'REJECTED' } })).status, 409);
    assert.equal((await json<{ loginType: string }>(await server().request('/api/auth/auth-me', { headers: member.headers }))).loginType, 'ROLE_BUSINESS');
  });

  it('lists the paid orders with their items and takes one tax invoice request per order', async () => {
    const member = await approvedMember(server());
    const orderCode = await placeOrder(server(), member, true);
    const orders = await json<BusinessOrders>(await server().request('/api/business/orders', { headers: member.headers }));
    const order = orders.list.find((o) => o.orderCode === orderCode);
    assert.ok(order);
    assert.equal(order.statusLabel, '결제완료');
    assert.equal(order.items[0]?.quantity, 3);
    // A line without options: nothing to choose again when it is reordered.
    assert.equal(order.items[0]?.itemOptionId, null);
    assert.equal(order.taxInvoice, null);
    const invoice = await json<TaxInvoice>(await requestInvoice(server(), member, orderCode));
    assert.deepEqual([invoice.status, invoice.statusLabel, invoice.issuedDate], ['REQUESTED', '발행요청', null]);
    assert.deepEqual({ supplyAmount: invoice.supplyAmount, vatAmount: invoice.vatAmount }, splitVat(order.payAmount));
    assert.equal((await json<{ code: string }>(await requestInvoice(server(), member, orderCode), 409)).code, 'TAX_INVOICE_EXISTS');
    const listed = await json<BusinessOrders>(await server().request('/api/business/orders', { headers: member.headers }));
    assert.equal(listed.list.find((o) => o.orderCode === orderCode)?.taxInvoice?.email, 'tax@biz.kr');
    assert.equal((await json<{ code: string }>(await requestInvoice(server(), member, 'ONOSUCH'), 404)).code, 'ORDER_NOT_FOUND');
  });

  it('refuses a tax invoice for an order not paid yet, and lists no such order', async () => {
    const member = await approvedMember(server());
    const orderCode = await placeOrder(server(), member, false);
    const refused = await json<{ code: string; message: string }>(await requestInvoice(server(), member, orderCode), 409);
    assert.deepEqual([refused.code, refused.message], ['ORDER_NOT_PAID', '결제가 완료된 주문만 세금계산서를 신청할 수 있습니다.']);
    const orders = await json<BusinessOrders>(await server().request('/api/business/orders', { headers: member.headers }));
    assert.equal(orders.list.some((o) => o.orderCode === orderCode), false);
  });

  it('the operator issues the requested tax invoice with its date and approval number; the member sees 발행완료', async () => {
    const member = await approvedMember(server());
    const orderCode = await placeOrder(server(), member, true);
    await json(await requestInvoice(server(), member, orderCode));
    const issue = (code: string, body: unknown, headers: Record<string, string> = operatorHeaders) =>
      server().request(`/api/operator/tax-invoices/${code}/issue`, { method: 'POST', headers, body });
    const requested = await json<{ list: { orderCode: string; companyName: string; status: string }[] }>(await server().request('/api/operator/tax-invoices', { headers: operatorHeaders }));
    assert.deepEqual(requested.list.filter((r) => r.orderCode === orderCode).map((r) => [r.companyName, r.status]), [[APPLICATION.companyName, 'REQUESTED']]);

    const valid = { issueDate: '20260112', approvalNumber: '20260112-41000000-00000123' };
    assert.equal((await issue(orderCode, valid, {})).status, 401);
    const badDate = await json<{ message: string }>(await issue(orderCode, { ...valid, issueDate: '20260231' }), 400);
    assert.equal(badDate.message, '발행일은 yyyyMMdd 형식의 날짜로 입력해 주세요.');
    const badNumber = await json<{ message: string }>(await issue(orderCode, { ...valid, approvalNumber: '12345' }), 400);
    assert.equal(badNumber.message, '승인번호는 국세청 승인번호 형식(00000000-00000000-00000000)으로 입력해 주세요.');
    assert.equal((await json<{ code: string }>(await issue('ONOSUCH', valid), 404)).code, 'TAX_INVOICE_NOT_FOUND');

    const issued = await json<TaxInvoice>(await issue(orderCode, valid));
    assert.deepEqual([issued.status, issued.statusLabel, issued.issuedDate, issued.approvalNumber], ['ISSUED', '발행완료', valid.issueDate, valid.approvalNumber]);
    assert.equal((await json<{ code: string }>(await issue(orderCode, valid), 409)).code, 'TAX_INVOICE_ISSUED');
    const seen = (await json<BusinessOrders>(await server().request('/api/business/orders', { headers: member.headers }))).list.find((o) => o.orderCode === orderCode);
    assert.deepEqual([seen?.taxInvoice?.statusLabel, seen?.taxInvoice?.issuedDate, seen?.taxInvoice?.approvalNumber], ['발행완료', valid.issueDate, valid.approvalNumber]);
    const after = await json<{ list: { orderCode: string }[] }>(await server().request('/api/operator/tax-invoices', { headers: operatorHeaders }));
    assert.equal(after.list.some((r) => r.orderCode === orderCode), false);
  });

  it('keeps other members out of the business area and of tax invoices', async () => {
    const business = await approvedMember(server());
    const orderCode = await placeOrder(server(), business, true);
    const other = await createMember(server());
    assert.equal((await json<{ code: string }>(await requestInvoice(server(), other, orderCode), 403)).code, 'BUSINESS_ONLY');
    // Another business member cannot ask for an invoice of someone else's order.
    const otherBusiness = await approvedMember(server());
    assert.equal((await json<{ code: string }>(await requestInvoice(server(), otherBusiness, orderCode), 404)).code, 'ORDER_NOT_FOUND');
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

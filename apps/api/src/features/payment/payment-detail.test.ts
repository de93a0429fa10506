import assert from 'node:assert/strict';
import { methodLabelOf, paymentRecordOf, wireDateOf } from './payment-detail.ts';

const base = { paymentKey: 'k', orderId: 'O1', status: 'DONE', totalAmount: 1000, method: 'CARD', approvedAt: null };

it('keeps the instalment months of a card, the provider of an easy payment and the bank of a transfer', () => {
  assert.deepEqual(paymentRecordOf({ ...base, installmentMonths: 0 }), { detail: '일시불' });
  assert.deepEqual(paymentRecordOf({ ...base, installmentMonths: 3 }), { detail: '3개월 할부' });
  assert.deepEqual(paymentRecordOf({ ...base, easyPayProvider: '카카오페이', installmentMonths: 0 }), { detail: '카카오페이' });
  assert.deepEqual(paymentRecordOf({ ...base, transferBankCode: '88' }), { detail: '신한은행' });
  assert.deepEqual(paymentRecordOf(base), { detail: null });
});

it('keeps a virtual account with its bank, number and deadline in Seoul time', () => {
  const record = paymentRecordOf({ ...base, status: 'WAITING_FOR_DEPOSIT', virtualAccount: { bankCode: '06', accountNumber: 'X123', dueDate: '2026-12-01T23:59:59+09:00' } });
  assert.deepEqual(record, { detail: 'KB국민은행', bankName: 'KB국민은행', accountNumber: 'X123', dueDate: '20261201235959' });
  assert.equal(wireDateOf('2026-11-28T14:59:59Z'), '20261128235959');
  assert.equal(wireDateOf('not a date'), null);
});

it('labels a method with its detail', () => {
  assert.equal(methodLabelOf('신용카드', '3개월 할부'), '신용카드 (3개월 할부)');
  assert.equal(methodLabelOf('무통장입금', null), '무통장입금');
});

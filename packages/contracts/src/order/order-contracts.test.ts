import { checkInput } from '../define/check-input.ts';
import { saveOrderContract } from './order-contracts.ts';
import { calculateContract } from './order-sheet-contracts.ts';

const valid = {
  orderSheetId: 'sheet-1',
  idempotencyKey: 'V1StGXR8_Z5jdHi6B-myT',
  paymentMethod: 'bank',
  expectedPayAmount: 12000,
  receiver: { receiveName: '김데모', receiveMobile: '010-1234-5678', zipcode: '06236', address: '서울특별시 강남구 테헤란로 1', addressDetail: '101호' },
  bankTransfer: { accountIndex: 0, depositorName: '김데모', cashReceipt: { receiptType: 'BUSINESS', receiptNumber: '1208147521' } },
  privacyAgreed: true,
  purchaseAgreed: true,
};

const messageOf = (body: unknown) => {
  const result = checkInput(saveOrderContract, { body });
  return result.ok ? undefined : result.issue.message;
};

describe('order placement input', () => {
  it('accepts a whole order and fills the defaults', () => {
    const result = checkInput(saveOrderContract, { body: valid });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.body.receiver.memo).toBe('');
  });

  it('refuses missing consents with the spec messages', () => {
    const { privacyAgreed: _privacy, ...unconsented } = valid;
    expect(messageOf(unconsented)).toBe('개인정보 제 3자 제공 및 수집·이용 안내를 확인 후 동의해주세요.');
    expect(messageOf({ ...valid, purchaseAgreed: false })).toBe('구매동의 안내를 확인 후 동의해주세요');
  });

  it('checks phone numbers, zipcodes and cash receipt numbers by the spec rules', () => {
    expect(messageOf({ ...valid, receiver: { ...valid.receiver, receiveMobile: '' } })).toBe('휴대폰번호를 입력해주세요.');
    expect(messageOf({ ...valid, receiver: { ...valid.receiver, receiveMobile: '0101234' } })).toBe('휴대폰번호를 정확히 입력해주세요.');
    expect(messageOf({ ...valid, receiver: { ...valid.receiver, zipcode: '0623' } })).toBe('5 자리로 입력해 주세요.');
    const { receiveName: _omitted, ...nameless } = valid.receiver;
    expect(messageOf({ ...valid, receiver: nameless })).toBe('필수 입력 항목입니다.');
    const business = { ...valid.bankTransfer, cashReceipt: { receiptType: 'BUSINESS', receiptNumber: '1234567890' } };
    expect(messageOf({ ...valid, bankTransfer: business })).toBe("사업자등록번호를 '-'없이 정확히 입력해주세요.");
    const personal = { ...valid.bankTransfer, cashReceipt: { receiptType: 'PERSONAL', receiptNumber: '01099998888' } };
    expect(messageOf({ ...valid, bankTransfer: personal })).toBeUndefined();
  });

  it('refuses a malformed idempotency key, a guest password out of range and unknown payment methods', () => {
    expect(messageOf({ ...valid, idempotencyKey: 'has space in it' })).toBe('주문 요청 번호 값이 올바르지 않습니다.');
    expect(messageOf({ ...valid, guestPassword: '12' })).toBe('주문 비밀번호는 4~20자로 입력해 주세요.');
    expect(messageOf({ ...valid, paymentMethod: 'cash' })).toBe('결제수단 값이 올바르지 않습니다.');
  });

  it('reads coupons and points of a recalculation', () => {
    const result = checkInput(calculateContract, { body: { orderSheetId: 's', itemCoupons: [{ itemSequence: 0, couponUserId: 3 }], cartCouponUserId: null, usePoint: 1000 } });
    expect(result.ok).toBe(true);
    expect(checkInput(calculateContract, { body: { orderSheetId: 's', usePoint: -1 } })).toMatchObject({ ok: false, issue: { message: '사용 포인트는 0 이상으로 입력해 주세요.' } });
  });
});

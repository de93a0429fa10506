import { couponOfLine, couponOptions, formProblem, payButtonLabel, readPointInput, withField, withItemCoupon, type BenefitChoice, type CheckoutForm } from './checkout-rules.ts';

const coupon = (couponUserId: number, name: string, discountAmount: number, couponConcurrently = '1') => ({
  couponUserId, couponName: name, discountPrice: discountAmount, discountAmount, couponConcurrently, couponPayType: '1', couponPay: discountAmount, couponPayRestriction: 0,
});
const lines = [
  { itemSequence: 0, itemCoupons: [coupon(5, '3,000원 할인', 3000), coupon(6, '10% 할인', 8090, '2')] },
  { itemSequence: 1, itemCoupons: [coupon(5, '3,000원 할인', 3000), coupon(6, '10% 할인', 8090, '2')] },
];
const none: BenefitChoice = { itemCoupons: [], cartCouponUserId: null, usePoint: 0 };

describe('item coupons', () => {
  it('uses a coupon on one line only: picking it on another line takes it off the first', () => {
    const first = withItemCoupon(none, 0, 5);
    expect(first.itemCoupons).toEqual([{ itemSequence: 0, couponUserId: 5 }]);
    const moved = withItemCoupon(first, 1, 5);
    expect(moved.itemCoupons).toEqual([{ itemSequence: 1, couponUserId: 5 }]);
    const both = withItemCoupon(withItemCoupon(moved, 0, 6), 1, 5);
    expect(both.itemCoupons).toEqual([{ itemSequence: 0, couponUserId: 6 }, { itemSequence: 1, couponUserId: 5 }]);
    expect(withItemCoupon(both, 0, null).itemCoupons).toEqual([{ itemSequence: 1, couponUserId: 5 }]);
    expect(couponOfLine(both, 0)).toBe(6);
    expect(couponOfLine(none, 0)).toBeNull();
  });

  it('marks a coupon applied to another line, and labels each coupon with its discount and kind', () => {
    const choice = withItemCoupon(none, 0, 5);
    expect(couponOptions(lines[1]!, choice)).toEqual([
      { couponUserId: 5, label: '3,000원 할인 - 3,000원 할인 [1개 수량만 적용]', usedElsewhere: true },
      { couponUserId: 6, label: '10% 할인 - 8,090원 할인 [구매 수량 할인]', usedElsewhere: false },
    ]);
    expect(couponOptions(lines[0]!, choice).map((o) => o.usedElsewhere)).toEqual([false, false]);
    expect(couponOptions({ itemSequence: 2, itemCoupons: undefined }, choice)).toEqual([]);
  });
});

describe('points', () => {
  const limits = { held: 15_000, max: 12_300, min: 1000 };

  it('keeps points within the sheet limit, in steps of 100, and says when it changed the number', () => {
    expect(readPointInput('5000', limits)).toEqual({ usePoint: 5000, message: null });
    expect(readPointInput('5,050', limits)).toEqual({ usePoint: 5000, message: '이 주문에 사용할 수 있는 포인트는 최대 12,300P입니다.' });
    expect(readPointInput('99999', limits)).toEqual({ usePoint: 12_300, message: '이 주문에 사용할 수 있는 포인트는 최대 12,300P입니다.' });
    expect(readPointInput(String(limits.max), limits)).toEqual({ usePoint: 12_300, message: null });
    expect(readPointInput('', limits)).toEqual({ usePoint: 0, message: null });
  });

  it('refuses points below the minimum, and any points when the limit is below it', () => {
    expect(readPointInput('900', limits)).toEqual({ usePoint: 0, message: '포인트는 1,000P 이상부터 사용할 수 있습니다.' });
    expect(readPointInput('1000', { held: 500, max: 0, min: 1000 })).toEqual({ usePoint: 0, message: '포인트는 1,000P 이상부터 사용할 수 있습니다.' });
  });
});

describe('the pay button', () => {
  it('reads "{금액}원 결제하기"', () => {
    expect(payButtonLabel(228_610)).toBe('228,610원 결제하기');
    expect(payButtonLabel(0)).toBe('0원 결제하기');
  });
});

describe('formProblem', () => {
  const filled: CheckoutForm = {
    buyerName: '김비회', buyerMobile: '010-2222-3333', buyerEmail: 'guest@example.com', guestPassword: 'pass1234', guestPasswordConfirm: 'pass1234', sameAsBuyer: false,
    receiveName: '김수령', receiveMobile: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호',
    paymentMethod: 'bank', accountIndex: '0', depositorName: '김비회', receiptType: 'NONE', receiptNumber: '', privacyAgreed: true, purchaseAgreed: true, saveToAddressBook: false,
  };
  const member = { isLogin: true, payAmount: 10_000 };
  const guest = { isLogin: false, payAmount: 10_000 };

  it('passes a complete form', () => {
    expect(formProblem(filled, guest)).toBeNull();
    expect(formProblem({ ...filled, buyerName: '', guestPassword: '' }, member)).toBeNull();
  });

  it('asks for the consents with the spec messages, nothing assumed', () => {
    expect(formProblem({ ...filled, privacyAgreed: false }, member)).toEqual({ field: 'privacyAgreed', message: '개인정보 제 3자 제공 및 수집·이용 안내를 확인 후 동의해주세요.' });
    expect(formProblem({ ...filled, purchaseAgreed: false }, member)).toEqual({ field: 'purchaseAgreed', message: '구매동의 안내를 확인 후 동의해주세요' });
  });

  it('checks phone numbers by the spec rule', () => {
    expect(formProblem({ ...filled, receiveMobile: '' }, member)).toEqual({ field: 'receiveMobile', message: '휴대폰번호를 입력해주세요.' });
    expect(formProblem({ ...filled, receiveMobile: '010-12' }, member)).toEqual({ field: 'receiveMobile', message: '휴대폰번호를 정확히 입력해주세요.' });
    expect(formProblem({ ...filled, receiveMobile: '02-123-4567' }, member)).toBeNull();
    expect(formProblem({ ...filled, buyerMobile: '1234' }, guest)).toEqual({ field: 'buyerMobile', message: '휴대폰번호를 정확히 입력해주세요.' });
  });

  it('needs a guest password of 4 to 20 characters and a valid e-mail', () => {
    expect(formProblem({ ...filled, guestPassword: 'abc' }, guest)?.message).toBe('주문 비밀번호는 4~20자로 입력해 주세요.');
    expect(formProblem({ ...filled, buyerEmail: 'nope' }, guest)?.message).toBe('사용불가능한 이메일 주소입니다.');
  });

  it('has a guest type the order password twice (the spec\'s confirmed rule and message)', () => {
    expect(formProblem({ ...filled, guestPasswordConfirm: '' }, guest)).toEqual({ field: 'guestPasswordConfirm', message: '비밀번호가 일치하지 않습니다.' });
    expect(formProblem({ ...filled, guestPasswordConfirm: 'pass12345' }, guest)?.field).toBe('guestPasswordConfirm');
    expect(formProblem({ ...filled, guestPasswordConfirm: '' }, member)).toBeNull();
  });

  it('needs the address and a five-digit zipcode', () => {
    expect(formProblem({ ...filled, zipcode: '' }, member)).toEqual({ field: 'zipcode', message: '우편번호를 입력해 주세요.' });
    expect(formProblem({ ...filled, zipcode: '1234' }, member)?.field).toBe('zipcode');
    expect(formProblem({ ...filled, addressDetail: ' ' }, member)?.field).toBe('addressDetail');
  });

  it('asks bank transfers for the depositor and a valid cash receipt number; nothing to pay skips the payment fields', () => {
    expect(formProblem({ ...filled, depositorName: '' }, member)?.field).toBe('depositorName');
    expect(formProblem({ ...filled, receiptType: 'PERSONAL', receiptNumber: '0101' }, member)?.message).toBe('휴대폰번호를 정확히 입력해주세요.');
    expect(formProblem({ ...filled, receiptType: 'BUSINESS', receiptNumber: '123-45-67890' }, member)?.message).toBe("사업자등록번호를 '-'없이 정확히 입력해주세요.");
    expect(formProblem({ ...filled, paymentMethod: '' }, member)?.message).toBe('결제수단을 선택해 주세요.');
    expect(formProblem({ ...filled, paymentMethod: '', depositorName: '' }, { isLogin: true, payAmount: 0 })).toBeNull();
    expect(formProblem({ ...filled, paymentMethod: 'card', depositorName: '' }, member)).toBeNull();
  });
});

describe('withField', () => {
  const empty: CheckoutForm = {
    buyerName: '', buyerMobile: '', buyerEmail: '', guestPassword: '', guestPasswordConfirm: '', sameAsBuyer: false, receiveName: '', receiveMobile: '',
    zipcode: '', address: '', addressDetail: '', paymentMethod: 'bank', accountIndex: '0', depositorName: '', receiptType: 'NONE', receiptNumber: '',
    privacyAgreed: false, purchaseAgreed: false, saveToAddressBook: false,
  };
  const type = (form: CheckoutForm, entries: [keyof CheckoutForm, string | boolean][]) => entries.reduce((f, [k, v]) => withField(f, k, v as never), form);

  it('fills 입금자명 with the buyer\'s name until the shopper types another', () => {
    const typed = type(empty, [['buyerName', '김'], ['buyerName', '김비회']]);
    expect(typed.depositorName).toBe('김비회');
    const other = type(typed, [['depositorName', '박입금'], ['buyerName', '김비회원']]);
    expect(other.depositorName).toBe('박입금');
  });

  it('주문자 정보와 동일 copies the buyer\'s name and phone and keeps them in step; typing another receiver turns it off', () => {
    const same = type(empty, [['buyerName', '김비회'], ['buyerMobile', '010-2222-3333'], ['sameAsBuyer', true]]);
    expect([same.receiveName, same.receiveMobile]).toEqual(['김비회', '010-2222-3333']);
    const changed = type(same, [['buyerMobile', '010-2222-4444']]);
    expect(changed.receiveMobile).toBe('010-2222-4444');
    const other = type(changed, [['receiveName', '박수령']]);
    expect([other.sameAsBuyer, other.receiveName]).toEqual([false, '박수령']);
    expect(type(other, [['buyerName', '김비회원']]).receiveName).toBe('박수령');
  });
});

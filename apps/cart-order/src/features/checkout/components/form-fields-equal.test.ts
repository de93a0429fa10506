import type { CheckoutForm } from '../checkout-rules.ts';
import { formFieldsEqual } from './form-fields-equal.ts';

const form = { buyerName: '홍길동', paymentMethod: 'card', privacyAgreed: false } as CheckoutForm;
const set = () => undefined;

describe('formFieldsEqual', () => {
  const equal = formFieldsEqual<{ form: CheckoutForm; set: () => void; invalid: keyof CheckoutForm | null }>(['buyerName']);

  it('ignores a change of a field the section does not read', () => {
    expect(equal({ form, set, invalid: null }, { form: { ...form, paymentMethod: 'bank' }, set, invalid: null })).toBe(true);
  });

  it('sees a change of a field it reads', () => {
    expect(equal({ form, set, invalid: null }, { form: { ...form, buyerName: '김철수' }, set, invalid: null })).toBe(false);
  });

  it('compares the other props as memo does', () => {
    expect(equal({ form, set, invalid: null }, { form, set, invalid: 'buyerName' })).toBe(false);
    expect(equal({ form, set, invalid: null }, { form, set: () => undefined, invalid: null })).toBe(false);
  });
});

import { scrubText, scrubValue } from './scrub.ts';

describe('log scrubbing', () => {
  it('masks phone numbers, e-mail addresses, bearer tokens and secrets in text', () => {
    expect(scrubText('call 010-1234-5678 or 01098765432, mail kim@example.co.kr')).toBe('call [phone] or [phone], mail [email]');
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [token]');
    expect(scrubText('{"loginId":"demo01","password":"Demo!2345678"}')).toBe('{"loginId":"demo01","password":"[hidden]"}');
    expect(scrubText('order 20261125000123 of 3 items')).toBe('order 20261125000123 of 3 items');
  });

  it('hides sensitive keys at any depth and keeps the rest', () => {
    expect(scrubValue({ uri: '/items/P1', body: { password: 'x', receiver: { mobile: '01012345678', zipcode: '06236' } }, token: 't' })).toEqual({
      uri: '/items/P1',
      body: { password: '[hidden]', receiver: { mobile: '[hidden]', zipcode: '06236' } },
      token: '[hidden]',
    });
  });
});

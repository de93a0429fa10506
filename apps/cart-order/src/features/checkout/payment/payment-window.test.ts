import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openLocalPaymentWindow } from './local-payment-window.ts';
import { isTossClientKey, withQuery, type PaymentRequest } from './payment-window.ts';

const REQUEST: PaymentRequest = {
  clientKey: 'local_ck_e2e', method: 'CARD', orderId: 'O20261125-AB12', orderName: '린넨 셔츠 원피스 외 1건', amount: 126_810, customerName: '김데모',
  customerEmail: 'demo01@example.com', successUrl: 'http://shop.test/order/complete?orderCode=O20261125-AB12&sheet=s1', failUrl: 'http://shop.test/order/checkout?sheet=s1',
};

describe('payment window', () => {
  afterEach(() => document.body.replaceChildren());

  it('uses Toss SDK only for keys Toss issued', () => {
    expect(isTossClientKey('test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq')).toBe(true);
    expect(isTossClientKey('live_gck_abc')).toBe(true);
    expect(isTossClientKey('local_ck_e2e')).toBe(false);
    expect(isTossClientKey('')).toBe(false);
  });

  it('adds the redirect values to a URL, keeping its own query', () => {
    expect(withQuery('/order/checkout?sheet=s1', { code: 'PAY_PROCESS_CANCELED', orderId: 'O1' })).toBe('/order/checkout?sheet=s1&code=PAY_PROCESS_CANCELED&orderId=O1');
    expect(withQuery('http://shop.test/a?x=1', { y: '한' })).toBe('http://shop.test/a?x=1&y=%ED%95%9C');
  });

  it('the local window approves with a new payment key, the order id and the amount on the success URL, as Toss does', async () => {
    const go = jest.fn();
    await openLocalPaymentWindow(REQUEST, go);
    const dialog = screen.getByRole('dialog', { name: '테스트 결제창' });
    expect(dialog.textContent).toContain('126,810원');
    expect(dialog.textContent).toContain('실제로 결제되지 않습니다.');
    expect(document.activeElement?.textContent).toBe('결제 승인');
    fireEvent.click(within(dialog).getByRole('button', { name: '결제 승인' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    const url = new URL(go.mock.calls[0]?.[0] as string);
    expect(url.pathname).toBe('/order/complete');
    expect(Object.fromEntries(url.searchParams)).toEqual({ orderCode: 'O20261125-AB12', sheet: 's1', paymentKey: expect.stringMatching(/^local_[A-Za-z0-9_-]{21}$/), orderId: 'O20261125-AB12', amount: '126810' });
  });

  it('the local window sends a cancel to the fail URL with Toss\'s code (also on Escape)', async () => {
    const go = jest.fn();
    await openLocalPaymentWindow(REQUEST, go);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    const url = new URL(go.mock.calls[0]?.[0] as string);
    expect(url.pathname).toBe('/order/checkout');
    expect(url.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(url.searchParams.get('orderId')).toBe('O20261125-AB12');
    expect(url.searchParams.get('sheet')).toBe('s1');
  });

  it('the test gateway window asks for the instalments of a card and has the gateway authorize that choice', async () => {
    const go = jest.fn();
    const authorize = jest.fn().mockResolvedValue('test_abc');
    await openLocalPaymentWindow({ ...REQUEST, pgType: 'TEST', authorize }, go);
    const dialog = screen.getByRole('dialog', { name: '테스트 결제창' });
    expect(dialog.textContent).toContain('테스트 결제');
    fireEvent.change(within(dialog).getByLabelText('할부'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '결제 승인' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(authorize).toHaveBeenCalledWith({ method: 'CARD', installmentMonths: 3 });
    expect(new URL(go.mock.calls[0]?.[0] as string).searchParams.get('paymentKey')).toBe('test_abc');
  });

  it('offers 카카오페이, 네이버페이 and 토스페이 for easy pay, and a bank for a virtual account', async () => {
    const authorize = jest.fn().mockResolvedValue('test_easy');
    await openLocalPaymentWindow({ ...REQUEST, method: 'EASY_PAY', pgType: 'TEST', authorize }, jest.fn());
    const easy = screen.getByLabelText('간편결제') as HTMLSelectElement;
    expect([...easy.options].map((o) => o.text)).toEqual(['카카오페이', '네이버페이', '토스페이']);
    fireEvent.change(easy, { target: { value: 'NAVERPAY' } });
    fireEvent.click(screen.getByRole('button', { name: '결제 승인' }));
    await waitFor(() => expect(authorize).toHaveBeenCalledWith({ method: 'EASY_PAY', easyPayProvider: 'NAVERPAY' }));
    await openLocalPaymentWindow({ ...REQUEST, method: 'VIRTUAL_ACCOUNT', pgType: 'TEST', authorize }, jest.fn());
    expect(screen.getByLabelText('은행')).toBeTruthy();
    expect(document.querySelectorAll('.local-pay')).toHaveLength(1);
  });

  it('stays open with a message when the gateway refuses the authorization', async () => {
    const go = jest.fn();
    await openLocalPaymentWindow({ ...REQUEST, pgType: 'TEST', authorize: jest.fn().mockRejectedValue(new Error('down')) }, go);
    fireEvent.click(screen.getByRole('button', { name: '결제 승인' }));
    expect(await screen.findByText('테스트 결제를 승인하지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });
});

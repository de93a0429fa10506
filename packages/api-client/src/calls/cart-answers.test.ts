import { createRecordingTransport } from '../testing/recording-transport.ts';
import { callContract } from '../transport/call-contract.ts';
import { cartCountOf, isStatusOk } from './cart-answers.ts';
import { encodeCartItem } from './encode-cart-item.ts';
import { normalizeCart } from './normalize-cart.ts';

describe('cart helpers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the cart count from totalQuantity, 0 when absent', async () => {
    const { api, requests } = createRecordingTransport(() => ({ totalQuantity: 4 }));
    expect(cartCountOf(await callContract(api, 'GET /api/cart/count', { cache: 'no-store' }))).toBe(4);
    expect(requests[0]).toMatchObject({ path: '/api/cart/count', cache: 'no-store' });
    expect(cartCountOf(null)).toBe(0);
    expect(cartCountOf({})).toBe(0);
  });

  it('encodes add-to-cart lines and reads a command as done only on status 200', async () => {
    expect(encodeCartItem({ itemId: 1001, quantity: 2 })).toBe('1001||2||');
    expect(encodeCartItem({ itemId: 1001, quantity: 1, optionPart: '55```' })).toBe('1001||1||55```');
    const { api, requests } = createRecordingTransport(() => ({ status: 200 }));
    expect(isStatusOk(await callContract(api, 'POST /api/cart/add', { body: { arrayRequiredItems: ['1001||2||'] } }))).toBe(true);
    expect(isStatusOk(await callContract(api, 'POST /api/cart/delete', { body: { id: [5, 6] } }))).toBe(true);
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/cart/add', { arrayRequiredItems: ['1001||2||'] }],
      ['/api/cart/delete', { id: [5, 6] }],
    ]);
    expect([isStatusOk({ status: 400 }), isStatusOk(null), isStatusOk(undefined)]).toEqual([false, false, false]);
  });

  it('logs a cart without receivers without personal data and yields empty groups', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cart = normalizeCart({ orderPrice: null, displayNaverPayFlag: true } as unknown as Parameters<typeof normalizeCart>[0]);
    expect(cart.receivers).toEqual({ sellerShipping: [], buyItems: [] });
    expect(cart.displayNaverPayFlag).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('server data is empty');
    expect(normalizeCart({ receivers: { sellerShipping: [], buyItems: null }, orderPrice: null, displayNaverPayFlag: false }).receivers.buyItems).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

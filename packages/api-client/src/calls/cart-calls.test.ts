import { ApiError } from '../errors/api-error.ts';
import { getUserMessage } from '../errors/get-user-message.ts';
import { createRecordingTransport } from '../testing/recording-transport.ts';
import { getSetItemInfo } from './get-set-item-info.ts';
import { addToCart, encodeCartItem } from './add-to-cart.ts';
import { deleteCart } from './delete-cart.ts';
import { getCart, normalizeCart } from './get-cart.ts';
import { getCartCount } from './get-cart-count.ts';
import { updateCartQuantity } from './update-cart-quantity.ts';

describe('cart calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the cart count from totalQuantity', async () => {
    const { api, requests } = createRecordingTransport(() => ({ totalQuantity: 4 }));
    expect(await getCartCount(api)).toBe(4);
    expect(requests[0]).toMatchObject({ path: '/api/cart/count', cache: 'no-store' });
  });

  it('succeeds on update-quantity only with status 200 and message OK', async () => {
    for (const [answer, expected] of [
      [{ status: 200, message: 'OK' }, true],
      [{ status: 200, message: 'FAIL' }, false],
      [{ status: 400, message: 'OK' }, false],
      [null, false],
    ] as const) {
      const { api, requests } = createRecordingTransport(() => answer);
      expect(await updateCartQuantity(api, { cartId: 3, quantity: 2 })).toBe(expected);
      expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/cart/update-quantity', body: { cartId: 3, quantity: 2 } });
    }
  });

  it('encodes add-to-cart lines and posts delete ids', async () => {
    expect(encodeCartItem({ itemId: 1001, quantity: 2 })).toBe('1001||2||');
    expect(encodeCartItem({ itemId: 1001, quantity: 1, optionPart: '55```' })).toBe('1001||1||55```');
    const { api, requests } = createRecordingTransport(() => ({ status: 200 }));
    expect(await addToCart(api, { arrayRequiredItems: ['1001||2||'] })).toBe(true);
    expect(await deleteCart(api, [5, 6])).toBe(true);
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/cart/add', { arrayRequiredItems: ['1001||2||'] }],
      ['/api/cart/delete', { id: [5, 6] }],
    ]);
  });

  it('logs a cart without receivers without personal data and yields empty groups', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = createRecordingTransport(() => ({ orderPrice: null, displayNaverPayFlag: true }));
    const cart = await getCart(api);
    expect(cart.receivers).toEqual({ sellerShipping: [], buyItems: [] });
    expect(cart.displayNaverPayFlag).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('server data is empty');
    expect(normalizeCart({ receivers: { sellerShipping: [], buyItems: null }, orderPrice: null, displayNaverPayFlag: false }).receivers.buyItems).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('reads set-item components and fails clearly when buyItems is null', async () => {
    const part = { itemId: 7, itemUserCode: 'P7', itemName: '구성품', itemImage: null, quantity: 2, couponUseFlag: 'Y' as const };
    const ok = createRecordingTransport(() => ({ buyItems: [part] }));
    expect(await getSetItemInfo(ok.api, 12)).toEqual([part]);
    expect(ok.requests[0]).toMatchObject({ method: 'GET', path: '/api/cart/set-item-info/12' });
    for (const answer of [{ buyItems: null }, {}, null]) {
      const { api } = createRecordingTransport(() => answer);
      const error = await getSetItemInfo(api, 12).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('SET_ITEM_INFO_EMPTY');
      expect(getUserMessage(error)).toBe('세트 구성 상품 정보를 불러오지 못했습니다.');
    }
  });
});

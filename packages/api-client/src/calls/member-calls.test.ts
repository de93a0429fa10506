import { ApiError } from '../errors/api-error.ts';
import { getUserMessage } from '../errors/get-user-message.ts';
import { createRecordingTransport } from '../testing/recording-transport.ts';
import { deleteWishlist } from './delete-wishlist.ts';
import { deleteWishlistItem } from './delete-wishlist-item.ts';
import { getWishlistCount } from './get-wishlist-count.ts';
import { getWishlistItemIds } from './get-wishlist-item-ids.ts';
import { toggleWishlist } from './toggle-wishlist.ts';

describe('auth, visit and wishlist calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads wishlist counts and ids in either shape', async () => {
    expect(await getWishlistCount(createRecordingTransport(() => ({ count: 3 })).api)).toBe(3);
    expect(await getWishlistCount(createRecordingTransport(() => 5).api)).toBe(5);
    expect(await getWishlistItemIds(createRecordingTransport(() => [1, 2]).api)).toEqual([1, 2]);
    expect(await getWishlistItemIds(createRecordingTransport(() => ({ list: [4] })).api)).toEqual([4]);
  });

  it('posts wishlist mutations with the spec bodies', async () => {
    const { api, requests } = createRecordingTransport(() => ({ addEventType: 'ADD', wishlistId: 8 }));
    expect(await toggleWishlist(api, 7)).toEqual({ addEventType: 'ADD', wishlistId: 8 });
    await deleteWishlist(api, [8, 9]);
    await deleteWishlistItem(api, 7);
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/wishlist', { itemId: 7 }],
      ['POST', '/api/wishlist/delete-wishlist', [8, 9]],
      ['POST', '/api/wishlist/delete-item', { itemId: 7 }],
    ]);
  });

  it('labels wishlist failures with their own messages', async () => {
    const failing = createRecordingTransport(() => Promise.reject(new ApiError({ status: 500, method: 'POST', path: '/x' }))).api;
    const itemError = await deleteWishlistItem(failing, 1).catch((e: unknown) => e);
    expect(getUserMessage(itemError)).toBe('관심상품 삭제가 정상적으로 처리되지 않았습니다.');
    expect(getUserMessage(await deleteWishlist(failing, [1]).catch((e: unknown) => e))).toBe('관심상품 삭제에 실패했습니다.');
    expect(getUserMessage(await toggleWishlist(failing, 1).catch((e: unknown) => e))).toBe('관심상품 등록에 실패했습니다.');
    expect(getUserMessage(await getWishlistCount(failing).catch((e: unknown) => e))).toBe('관심상품 개수를 불러오지 못했습니다.');
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { wishlistIdsAtom } from '@shop/session';
import { createFakeApi } from '../testing/fake-api.ts';
import { CATEGORY_TREE, FASHION, itemCard, itemList, TOPS } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';

const MEMBER = { token: 't', isGuest: false, status: null, user: { userId: 1, loginId: 'demo01', name: '김데모', email: 'd@example.com', loginType: 'ROLE_USER' }, salesonId: null };

function listApi() {
  let on = false;
  return createFakeApi([
    ['/api/category', () => ({ list: CATEGORY_TREE, updatedDate: '20250101000000' })],
    ['/api/item', () => itemList(TOPS, [FASHION], [itemCard(1), itemCard(2)])],
    ['/api/wishlist', () => {
      on = !on;
      return on ? { addEventType: 'ADD', removed: false, wishlistId: 50 } : { addEventType: 'REMOVE', removed: true, wishlistId: 50 };
    }],
  ]);
}

describe('product card hearts', () => {
  it("show the member's wishlist from the atom and toggle it", async () => {
    const { api, requests } = listApi();
    const { store } = await renderRoute('/categories/tops', api, { session: MEMBER, wishlistItemIds: [2] });
    const first = screen.getByRole('button', { name: 'Item 1 관심상품 담기' });
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Item 2 관심상품 담기' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(first));
    expect(requests.find((r) => r.path === '/api/wishlist')?.body).toEqual({ itemId: 1 });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(store.get(wishlistIdsAtom).itemIds).toEqual([2, 1]);
    expect(screen.getByRole('status').textContent).toBe('해당 상품이 관심상품에 담겼습니다.');
    // The heart sits outside the card's link: tapping it does not open the item.
    expect(first.closest('a')).toBeNull();
  });

  it('ask a visitor to log in and send them to the login page that returns to the list', async () => {
    const { api, requests } = listApi();
    const { router } = await renderRoute('/categories/tops?page=1', api);
    fireEvent.click(screen.getByRole('button', { name: 'Item 1 관심상품 담기' }));
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '확인' })));
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth/login?redirect=%2Fcategories%2Ftops%3Fpage%3D1');
    expect(requests.some((r) => r.path === '/api/wishlist')).toBe(false);
  });
});

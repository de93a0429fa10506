import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { wishlistIdsAtom } from '@shop/session';
import { itemCard, itemDetail } from '../../testing/fixtures.ts';
import { hydrateRoute, renderRoute } from '../../testing/render-route.tsx';

const MEMBER = { session: { token: 't', isGuest: false, status: null, user: { userId: 1, loginId: 'demo01', name: '김데모', email: 'd@example.com', loginType: 'ROLE_USER' }, salesonId: null } };
const dialog = () => screen.getByRole('alertdialog', { name: '알림' });
const page = <T,>(content: T[]) => ({ content, pagination: { currentPage: 1, size: 5, totalElements: content.length, totalPages: 1, first: true, last: true } });

function api(overrides = {}, extra: Parameters<typeof createFakeApi>[0] = []) {
  return createFakeApi([['/api/item/P1007', () => itemDetail(7, overrides)], ...extra]);
}

describe('item page actions', () => {
  it('asks a visitor to log in for the wishlist and goes to the login page that returns here', async () => {
    const { api: transport, requests } = api();
    const { router } = await renderRoute('/items/P1007?from=list', transport);
    fireEvent.click(screen.getByRole('button', { name: '관심상품 담기' }));
    expect(dialog().querySelector('.ui-modal__message')?.innerHTML).toBe('로그인 하셔야 본 서비스를<br>이용하실 수 있습니다.<br>로그인 페이지로 이동하시겠습니까?');
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })));
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth/login?redirect=%2Fitems%2FP1007%3Ffrom%3Dlist');
    expect(requests.some((r) => r.path === '/api/wishlist')).toBe(false);
  });

  it('toggles the heart for a member, and the atom with it', async () => {
    let on = false;
    const { api: transport, requests } = api({}, [
      ['/api/wishlist', () => {
        on = !on;
        return on ? { addEventType: 'ADD', removed: false, wishlistId: 9 } : { addEventType: 'REMOVE', removed: true, wishlistId: 9 };
      }],
    ]);
    const { store } = await renderRoute('/items/P1007', transport, MEMBER);
    const heart = screen.getByRole('button', { name: '관심상품 담기' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(heart));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(store.get(wishlistIdsAtom).itemIds).toEqual([7]);
    expect(screen.getByRole('status').textContent).toBe('해당 상품이 관심상품에 담겼습니다.');
    await act(async () => fireEvent.click(heart));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(store.get(wishlistIdsAtom).itemIds).toEqual([]);
    // The wishlist ids come from the shell's atom: the page never asks for them itself.
    expect(requests.some((r) => r.path === '/api/wishlist/item-ids')).toBe(false);
  });

  it("shows the hearts on for the items of the member's wishlist, on the item and on its related cards", async () => {
    const { api: transport } = api({}, [['/api/item/P1007/relation', () => ({ list: [itemCard(3), itemCard(4)] })]]);
    await renderRoute('/items/P1007', transport, { ...MEMBER, wishlistItemIds: [3, 7] });
    expect(screen.getByRole('button', { name: '관심상품 담기' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Item 3 관심상품 담기' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Item 4 관심상품 담기' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to log in to buy an item for members only, and lets guests buy items that allow it', async () => {
    const { api: transport, requests } = api({ nonmemberOrderType: '2' });
    const { router, unmount } = await renderRoute('/items/P1007', transport);
    fireEvent.click(screen.getByRole('button', { name: '바로구매' }));
    expect(await within(dialog()).findByText('회원만 구매가 가능합니다. 로그인 페이지로 이동하시겠습니까?')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(requests.some((r) => r.path === '/api/cart/add')).toBe(false);
    unmount();

    const guest = api({ nonmemberOrderType: '1' }, [['/api/order/buy', () => ({ orderSheetId: 'sheet-7' })]]);
    const second = await renderRoute('/items/P1007', guest.api);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '바로구매' })));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/order/guest-agreement'));
    expect(guest.requests.find((r) => r.path === '/api/order/buy')?.body).toEqual({ arrayRequiredItems: ['7||1||'] });
    expect(guest.requests.some((r) => r.path === '/api/cart/add')).toBe(false);
  });

  it('lists questions with their state, and secret ones as the API masks them', async () => {
    const inquiries = page([
      { id: 1, label: '상품', qnaGroup: 'ITEM', subject: '비밀글입니다.', question: '비밀글입니다.', files: [], secretFlag: 'Y', answerFlag: 'Y', answer: null, userName: 'dem***', date: '20250601100000', blockFlag: 'N', reportFlag: 'N', writtenMeFlag: 'N' },
      { id: 2, label: '배송', qnaGroup: 'DELIVERY', subject: '언제 오나요', question: '주문하면 언제 오나요?', files: [], secretFlag: 'N', answerFlag: 'N', answer: null, userName: 'min****', date: '20250602100000', blockFlag: 'N', reportFlag: 'N', writtenMeFlag: 'N' },
    ]);
    const { api: transport } = api({}, [['/api/item/P1007/inquiry', () => inquiries]]);
    await renderRoute('/items/P1007', transport);
    fireEvent.click(screen.getByRole('tab', { name: '상품문의' }));
    const list = screen.getByRole('list', { name: '상품문의 목록' });
    const [secret, open] = within(list).getAllByRole('listitem');
    expect(within(secret as HTMLElement).getByText('비밀글입니다.')).toBeTruthy();
    expect(within(secret as HTMLElement).getByText('답변완료')).toBeTruthy();
    expect(within(open as HTMLElement).getByText('답변대기')).toBeTruthy();
    expect(within(open as HTMLElement).getByText('주문하면 언제 오나요?')).toBeTruthy();
  });

  it('lets only members write a question, after a confirm', async () => {
    const { api: transport, requests } = api({}, [
      ['/api/item/P1007/inquiry', () => page([])],
      ['/api/qna/item-inquiry', () => ({ message: 'OK' })],
    ]);
    await renderRoute('/items/P1007', transport, MEMBER);
    fireEvent.click(screen.getByRole('tab', { name: '상품문의' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '상품문의 작성' })));
    const form = screen.getByRole('form', { name: '상품문의' });
    fireEvent.change(within(form).getByLabelText('제목'), { target: { value: '재입고' } });
    fireEvent.change(within(form).getByLabelText('문의 내용'), { target: { value: '언제 들어오나요?' } });
    fireEvent.click(within(form).getByLabelText('비밀글'));
    // 문의 유형 first (reference-behaviour 4.5): without it nothing is sent.
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '등록' })));
    expect(within(form).getByText('문의 유형을 선택하세요.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/qna/item-inquiry')).toBe(false);
    await act(async () => fireEvent.change(within(form).getByLabelText('문의 유형'), { target: { value: 'DELIVERY' } }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '등록' })));
    expect(within(dialog()).getByText('등록하시겠습니까?')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })));
    expect(requests.find((r) => r.path === '/api/qna/item-inquiry')?.body).toEqual({ itemId: 7, qnaGroup: 'DELIVERY', subject: '재입고', question: '언제 들어오나요?', secretFlag: 'Y' });
    expect(within(dialog()).getByText('등록되었습니다.')).toBeTruthy();
  });

  it('filters reviews by photo, score and sort', async () => {
    const review = { itemReviewId: 1, itemId: 7, itemUserCode: 'P1007', itemName: 'Item 7', itemImageSrc: null, subject: '', content: '아주 좋아요', score: 5, images: [], createdDate: '20250601100000', maskUsername: 'min****', options: '블랙 / M', adminComment: '감사합니다', likeCount: 3, blockFlag: 'N', reportFlag: 'N', writtenMeFlag: 'N' };
    const summary = { totalCount: 12, photoCount: 2, averageScore: 4.6, scores: [{ score: 5, count: 9 }, { score: 4, count: 2 }, { score: 3, count: 1 }, { score: 2, count: 0 }, { score: 1, count: 0 }] };
    const { api: transport, requests } = api({}, [['/api/item/reviews', () => ({ ...page([review]), summary })]]);
    await renderRoute('/items/P1007', transport);
    expect(screen.getByRole('tab', { name: '후기 (12)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '후기 (12)' }));
    const list = screen.getByRole('list', { name: '후기 목록' });
    expect(within(list).getByText('아주 좋아요')).toBeTruthy();
    expect(within(list).getByRole('img', { name: '5점 만점에 5점' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByLabelText('포토후기만 보기')));
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: '평점' }), { target: { value: '4' } }));
    await act(async () => fireEvent.change(screen.getByRole('combobox', { name: '정렬' }), { target: { value: 'LIKE_COUNT' } }));
    const queries = requests.filter((r) => r.path === '/api/item/reviews').map((r) => r.query);
    expect(queries.at(-1)).toEqual({ itemUserCode: 'P1007', photoFlag: 'Y', score: 4, orderBy: 'LIKE_COUNT', page: 1, size: 5 });
  });

  it('offers coupons to members only when the item and every set member allow them, and downloads them', async () => {
    const coupon = (couponId: number, downloadedFlag: 'Y' | 'N') => ({ couponId, couponName: `Coupon ${couponId}`, couponComment: '', couponPayType: '1', couponPay: 3000, couponPayRestriction: 30000, couponMaxDiscount: 0, couponConcurrently: '1', couponIssueStartDate: '', couponIssueEndDate: '', couponApplyDays: 30, couponTargetItemType: '1', downloadedFlag });
    let mine = new Set<number>();
    const answer = () => ({ couponUseFlag: 'Y', availableCount: 2, completedUserCouponCount: mine.size, downloadAvailableCount: 2 - mine.size, couponPageResponse: page([coupon(1, mine.has(1) ? 'Y' : 'N'), coupon(2, mine.has(2) ? 'Y' : 'N')]) });
    const { api: transport, requests } = api({}, [
      ['/api/coupon/download-coupons', answer],
      ['/api/coupon/download', (request) => {
        mine.add((request.body as { couponId: number }).couponId);
        return { status: 200, message: 'OK' };
      }],
      ['/api/item/download-all-coupons', () => {
        mine = new Set([1, 2]);
        return { ...answer(), downloadedCount: 1 };
      }],
    ]);
    const { unmount } = await renderRoute('/items/P1007', transport, MEMBER);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '쿠폰다운' })));
    const modal = screen.getByRole('dialog', { name: '쿠폰 다운로드' });
    expect(within(modal).getAllByText('3,000원 할인')).toHaveLength(2);
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: 'Coupon 1 다운로드' })));
    expect(requests.find((r) => r.path === '/api/coupon/download')?.body).toEqual({ couponId: 1 });
    expect(within(modal).getByRole('button', { name: '다운완료' })).toBeTruthy();
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: '쿠폰 전체 다운로드' })));
    expect(requests.find((r) => r.path === '/api/item/download-all-coupons')?.body).toEqual({ itemUserCode: 'P1007' });
    expect(within(modal).getAllByRole('button', { name: '다운완료' })).toHaveLength(2);
    unmount();

    const part = { ...itemDetail(1).item, quantity: 1, couponUseFlag: 'N' as const };
    const denied = api({ itemType: '3', setItemFlag: 'Y', itemSets: [part] });
    await renderRoute('/items/P1007', denied.api, MEMBER);
    expect(screen.queryByRole('button', { name: '쿠폰다운' })).toBeNull();
  });

  it('records the view in sessionStorage, most recent first', async () => {
    sessionStorage.setItem('latelyItem', '[3,7,2]');
    const { api: transport } = api();
    await renderRoute('/items/P1007', transport);
    expect(sessionStorage.getItem('latelyItem')).toBe('[7,3,2]');
  });

  it('puts Product and BreadcrumbList JSON-LD in the server HTML and hydrates cleanly', async () => {
    const { api: transport } = api({ reviewCount: 12, displayReviewScore: 4.5 });
    const { html, hydrationErrors, unmount } = await hydrateRoute('/items/P1007', transport);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}'));
    expect(scripts.map((s) => s['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(scripts[0]).toMatchObject({ name: 'Item 7', offers: { price: 22000, priceCurrency: 'KRW' } });
    expect(scripts[1].itemListElement.at(-1)).toMatchObject({ name: 'Item 7', item: 'http://localhost/items/P1007' });
    expect(hydrationErrors).toEqual([]);
    unmount();
  });
});

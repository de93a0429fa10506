import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartResponse } from '@shop/api-client';
import { cartCountAtom } from '@shop/session';
import routes from '../../expose/routes.ts';
import { ClientApiProvider } from '@shop/ui/client-api';
import { demoCart } from '../../testing/seed/demo-cart.ts';
import { fakeApi, renderRoute } from '@shop/testing';

const EMPTY: CartResponse = { receivers: { sellerShipping: [], buyItems: [] }, orderPrice: null, displayNaverPayFlag: false };

/** A stateful fake of the cart endpoints. */
function cartApi(initial: CartResponse = demoCart()) {
  let cart = initial;
  const lines = () => cart.receivers?.buyItems ?? [];
  const api = fakeApi({
    'GET /api/cart': () => cart,
    'GET /api/cart/count': () => ({ totalQuantity: lines().reduce((sum, line) => sum + line.itemPrice.quantity, 0) }),
    'POST /api/cart/update-quantity': (request) => {
      const { cartId, quantity } = request.body as { cartId: number; quantity: number };
      const line = lines().find((candidate) => candidate.cartId === cartId);
      if (line) line.itemPrice.quantity = quantity;
      return { status: 200, message: 'OK' };
    },
    'POST /api/order/buy': () => ({ orderSheetId: 'sheet-1' }),
    'POST /api/cart/delete': () => {
      cart = EMPTY;
      return { status: 200, message: 'OK' };
    },
  });
  return api;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const dialog = () => screen.findByRole('alertdialog', { name: '알림' });
const summaryValue = (label: string) => within(screen.getByRole('complementary')).getByText(label).nextElementSibling?.textContent;

describe('CartPage', () => {
  it('says the cart is empty and links back to the shop', async () => {
    await renderRoute(routes, '/cart', { api: cartApi(EMPTY) });
    expect(screen.getByText('장바구니에 담긴 상품이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '쇼핑 계속하기' }).getAttribute('href')).toBe('/');
  });

  it('groups lines by seller and shows each shipping group with its amounts', async () => {
    const { store } = await renderRoute(routes, '/cart', { api: cartApi() });

    expect(screen.getByRole('heading', { level: 2, name: '본사(2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '(주)한빛리빙(2)' })).toBeTruthy();
    expect(screen.getByText('상품금액 30,000원 + 배송비 0원 = 30,000원')).toBeTruthy();
    expect(screen.getByText('(30,000원 이상 무료배송)')).toBeTruthy();
    expect(screen.getByText('상품금액 15,000원 + 배송비 6,000원 = 21,000원')).toBeTruthy();
    expect(screen.getByRole('link', { name: /\[세일즈온\] 코튼 반팔 티셔츠/ }).getAttribute('href')).toBe('/items/P1001');
    expect(screen.getByText('색상: 그레이 & 화이트')).toBeTruthy();
    expect(store.get(cartCountAtom)).toBe(8);
  });

  it('starts with every line checked except the sold-out one, which cannot be checked', async () => {
    await renderRoute(routes, '/cart', { api: cartApi() });

    expect(checkbox('코튼 반팔 티셔츠 선택').checked).toBe(true);
    expect(checkbox('패브릭 소파 선택').checked).toBe(true);
    expect(checkbox('원목 책상 선택').checked).toBe(false);
    expect(checkbox('원목 책상 선택').disabled).toBe(true);
    expect(checkbox('전체선택 (4/4)').checked).toBe(true);
    expect(summaryValue('총 상품금액')).toBe('144,000원');
    expect(summaryValue('배송비')).toBe('6,000원');
    expect(summaryValue('최종 결제금액')).toBe('150,000원');
  });

  it('recomputes the totals and the shipping fee from the selection', async () => {
    await renderRoute(routes, '/cart', { api: cartApi() });
    const user = userEvent.setup();

    await user.click(checkbox('코튼 반팔 티셔츠 선택'));
    expect(screen.getByText('상품금액 18,000원 + 배송비 3,000원 = 21,000원')).toBeTruthy();
    expect(summaryValue('총 상품금액')).toBe('132,000원');
    expect(summaryValue('배송비')).toBe('9,000원');
    expect(summaryValue('최종 결제금액')).toBe('141,000원');
    expect(checkbox('전체선택 (3/4)').checked).toBe(false);
    expect(checkbox('본사 상품 전체선택').checked).toBe(false);

    await user.click(checkbox('본사 상품 전체선택'));
    expect(checkbox('코튼 반팔 티셔츠 선택').checked).toBe(true);
    expect(checkbox('린넨 셔츠 선택').checked).toBe(true);

    await user.click(checkbox('전체선택 (4/4)'));
    expect(summaryValue('최종 결제금액')).toBe('0원');
    expect(checkbox('원목 책상 선택').checked).toBe(false);
  });

  it('asks for a selection before ordering, then makes an order sheet of the checked lines (a guest agrees to the guest terms first)', async () => {
    const api = cartApi();
    const { router } = await renderRoute(routes, '/cart', { api, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider> });
    const user = userEvent.setup();

    await user.click(checkbox('전체선택 (4/4)'));
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect((await dialog()).textContent).toContain('구매할 상품을 선택해 주세요.');
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/cart');

    await user.click(checkbox('린넨 셔츠 선택'));
    await user.click(checkbox('제주 감귤 3kg 선택'));
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/guest-agreement'));
    expect(router.state.location.search).toBe('?sheet=sheet-1');
    expect(api.calls.find((call) => call.path === '/api/order/buy')?.body).toEqual({ cartIds: [2, 3] });
    expect(api.calls.some((call) => call.path === '/api/cart/delete')).toBe(false);
  });

  it('changes a quantity through the API and reloads the cart count', async () => {
    const api = cartApi();
    const { store, router } = await renderRoute(routes, '/cart', { api, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider> });
    const user = userEvent.setup();

    await user.click(screen.getAllByRole('button', { name: '수량 더하기' })[1]!);
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    const unsaved = await dialog();
    expect(unsaved.textContent).toContain('수량 변경한 상품이 존재합니다.');
    expect(unsaved.textContent).toContain('해당 상품의 수량 변경 버튼을 눌러주세요!');
    expect(unsaved.querySelector('br')).not.toBeNull();
    await user.click(within(unsaved).getByRole('button', { name: '확인' }));

    await user.click(screen.getByRole('button', { name: '린넨 셔츠 수량 변경' }));
    expect(await screen.findByText('상품금액 39,000원 + 배송비 0원 = 39,000원')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/cart/update-quantity')?.body).toEqual({ cartId: 2, quantity: 3 });
    const update = api.calls.findIndex((call) => call.path === '/api/cart/update-quantity');
    expect(api.calls.slice(update).some((call) => call.path === '/api/cart/count')).toBe(true);
    expect(store.get(cartCountAtom)).toBe(9);
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/guest-agreement'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the API message when a quantity cannot be changed', async () => {
    const api = fakeApi({
      'GET /api/cart': () => demoCart(),
      'POST /api/cart/update-quantity': () => {
        throw Object.assign(new Error('최대 구매 수량은 5개 입니다.'), { name: 'ApiError', status: 400, path: '/api/cart/update-quantity', serverMessage: '최대 구매 수량은 5개 입니다.' });
      },
    });
    await renderRoute(routes, '/cart', { api });
    const user = userEvent.setup();

    await user.click(screen.getAllByRole('button', { name: '수량 더하기' })[0]!);
    await user.click(screen.getByRole('button', { name: '코튼 반팔 티셔츠 수량 변경' }));
    expect((await screen.findByRole('alert')).textContent).toBe('최대 구매 수량은 5개 입니다.');
  });

  it('deletes the checked lines after confirmation', async () => {
    const api = cartApi();
    await renderRoute(routes, '/cart', { api });
    const user = userEvent.setup();

    await user.click(checkbox('패브릭 소파 선택'));
    await user.click(screen.getByRole('button', { name: '선택삭제' }));
    const question = await dialog();
    expect(question.textContent).toContain('선택한 상품을 장바구니에서 삭제하시겠습니까?');
    expect(api.calls.some((call) => call.path === '/api/cart/delete')).toBe(false);
    await user.click(within(question).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('장바구니에 담긴 상품이 없습니다.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/cart/delete')?.body).toEqual({ id: [1, 2, 3] });
  });

  it('deletes nothing when the shopper cancels', async () => {
    const api = cartApi();
    await renderRoute(routes, '/cart', { api });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '원목 책상 삭제' }));
    await user.click(within(await dialog()).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/cart/delete')).toBe(false);
    expect(screen.getByText('원목 책상')).toBeTruthy();
  });

  it('lists sold-out lines apart, never checkable, and orders only the others', async () => {
    const api = cartApi();
    await renderRoute(routes, '/cart', { api, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider> });
    const soldOut = screen.getByRole('region', { name: '품절 상품(1)' });
    expect(within(soldOut).getByText('원목 책상')).toBeTruthy();
    expect((within(soldOut).getByRole('checkbox', { name: '원목 책상 선택' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(screen.getByRole('region', { name: '(주)한빛리빙(2)' })).queryByText('원목 책상')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    await waitFor(() => expect(api.calls.find((call) => call.path === '/api/order/buy')?.body).toEqual({ cartIds: [1, 2, 3, 5] }));
  });

  it('shows free gifts, the quantity limits, and a set line\'s components from the API', async () => {
    const cart = demoCart();
    const lines = cart.receivers?.buyItems ?? [];
    Object.assign(lines[0]!, { freeGiftItemText: '에코백', setItemFlag: 'Y' });
    const api = fakeApi({
      'GET /api/cart': () => cart,
      'GET /api/cart/set-item-info/1': () => ({ buyItems: [{ itemId: 7, itemUserCode: 'P7', itemName: '반팔 티셔츠 화이트', itemImage: null, quantity: 2, couponUseFlag: 'Y' }] }),
    });
    await renderRoute(routes, '/cart', { api, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider> });
    const user = userEvent.setup();
    expect(screen.getByText('구매 사은품: 에코백')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: '수량 더하기' })[1]!);
    await user.click(screen.getAllByRole('button', { name: '수량 더하기' })[1]!);
    await user.click(screen.getAllByRole('button', { name: '수량 더하기' })[1]!);
    expect(screen.getByText('최대 구매 수량은 5개 입니다.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '구성 상품 보기' }));
    const parts = await screen.findByRole('list', { name: '코튼 반팔 티셔츠 구성 상품' });
    expect(parts.textContent).toContain('반팔 티셔츠 화이트 2개');
    expect(api.calls.some((call) => call.path === '/api/cart/set-item-info/1')).toBe(true);
  });

  it('says clearly when a set line\'s components cannot be read (no buyItems)', async () => {
    const cart = demoCart();
    Object.assign((cart.receivers?.buyItems ?? [])[0]!, { setItemFlag: 'Y' });
    const api = fakeApi({ 'GET /api/cart': () => cart, 'GET /api/cart/set-item-info/1': () => ({ buyItems: null }) });
    await renderRoute(routes, '/cart', { api, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider> });
    await userEvent.setup().click(screen.getByRole('button', { name: '구성 상품 보기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('세트 구성 상품 정보를 불러오지 못했습니다.');
  });

  it('changes a line\'s option: the new option is added with the line\'s quantity, then the old line removed', async () => {
    const cart = demoCart();
    Object.assign((cart.receivers?.buyItems ?? [])[4]!, { itemOptionId: 51 });
    const option = (itemOptionId: number, optionName1: string, optionPrice: number, soldOut = false) => ({
      itemOptionId, optionType: 'S', optionName1, optionName2: null, optionName3: null, optionPrice, optionStockQuantity: soldOut ? 0 : 5, optionSoldOutFlag: soldOut ? 'Y' : 'N', isSoldOut: soldOut,
    });
    const api = fakeApi({
      'GET /api/cart': () => cart,
      'GET /api/cart/count': () => ({ totalQuantity: 8 }),
      'GET /api/item/P1005': () => ({ item: { itemOptions: [option(51, '그레이', 10000), option(52, '블랙', 15000), option(53, '베이지', 0, true)] } }),
      'POST /api/cart/add': () => ({ status: 200 }),
      'POST /api/cart/delete': () => ({ status: 200 }),
    });
    await renderRoute(routes, '/cart', { api, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider> });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '패브릭 소파 옵션 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '패브릭 소파 옵션 변경' });
    const select = await within(dialog).findByRole('combobox', { name: '옵션' });
    expect((select as HTMLSelectElement).value).toBe('51');
    expect((within(select).getByRole('option', { name: '베이지 (품절)' }) as HTMLOptionElement).disabled).toBe(true);
    await user.selectOptions(select, '52');
    await user.click(within(dialog).getByRole('button', { name: '변경' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '패브릭 소파 옵션 변경' })).toBeNull());
    const commands = api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);
    expect(commands).toEqual([['/api/cart/add', { arrayRequiredItems: ['1005||1||52```'] }], ['/api/cart/delete', { id: [5] }]]);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ItemOption } from '@shop/api-client';
import { cartCountAtom } from '@shop/session';
import { createFakeApi } from '../../../testing/fake-api.ts';
import { itemDetail } from '../../../testing/fixtures.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

function option(itemOptionId: number, names: [string, string?, string?], optionPrice = 0, stock = 5, optionType = 'S3'): ItemOption {
  return { itemOptionId, optionType, optionName1: names[0], optionName2: names[1] ?? null, optionName3: names[2] ?? null, optionPrice, optionStockQuantity: stock, optionSoldOutFlag: stock > 0 ? 'N' : 'Y', isSoldOut: stock <= 0 };
}

const SOFA_OPTIONS = [
  option(11, ['아이보리', '2인', '패브릭']),
  option(12, ['아이보리', '2인', '천연 가죽'], 250000, 0),
  option(13, ['아이보리', '3인', '패브릭'], 90000),
  option(14, ['그레이', '2인', '패브릭'], 0, 0),
];

function sofaApi(overrides = {}) {
  const detail = itemDetail(7, { itemOptionFlag: 'Y', itemOptionType: 'S3', itemOptionTitle1: '색상', itemOptionTitle2: '사이즈', itemOptionTitle3: '소재', itemOptions: SOFA_OPTIONS, presentPrice: 500000, ...overrides });
  return createFakeApi([
    ['/api/item/P1007', () => detail],
    ['/api/cart/add', () => ({ status: 200, message: 'OK' })],
    ['/api/cart/count', () => ({ totalQuantity: 4 })],
  ]);
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const choices = (name: string) => Array.from(select(name).options).map((o) => [o.value, o.textContent, o.disabled]);
const dialog = () => screen.getByRole('alertdialog', { name: '알림' });

describe('option selector', () => {
  it('opens the 3 steps in order, disables sold-out choices and shows option prices', async () => {
    const { api } = sofaApi();
    await renderRoute('/items/P1007', api);
    expect(select('사이즈').disabled).toBe(true);
    expect(select('소재').disabled).toBe(true);
    expect(choices('색상')).toEqual([['', '색상 선택', false], ['아이보리', '아이보리', false], ['그레이', '그레이 (품절)', true]]);
    fireEvent.change(select('색상'), { target: { value: '아이보리' } });
    expect(choices('사이즈')).toEqual([['', '사이즈 선택', false], ['2인', '2인', false], ['3인', '3인', false]]);
    fireEvent.change(select('사이즈'), { target: { value: '2인' } });
    expect(choices('소재')).toEqual([['', '소재 선택', false], ['패브릭', '패브릭', false], ['천연 가죽', '천연 가죽 (+250,000원) (품절)', true]]);
  });

  it('turns a full choice into a line with its price, refuses the same choice twice, and adds it to the cart', async () => {
    const { api, requests } = sofaApi();
    const { store } = await renderRoute('/items/P1007', api);
    const pick = (values: [string, string, string]) => {
      fireEvent.change(select('색상'), { target: { value: values[0] } });
      fireEvent.change(select('사이즈'), { target: { value: values[1] } });
      fireEvent.change(select('소재'), { target: { value: values[2] } });
    };
    pick(['아이보리', '3인', '패브릭']);
    const lines = screen.getByRole('list', { name: '선택한 상품' });
    expect(within(lines).getByText('아이보리 / 3인 / 패브릭')).toBeTruthy();
    expect(within(lines).getByText('590,000원')).toBeTruthy();
    expect(select('색상').value).toBe('');
    pick(['아이보리', '3인', '패브릭']);
    expect(within(dialog()).getByText('이미 선택한 옵션입니다.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })));
    pick(['아이보리', '2인', '패브릭']);
    fireEvent.click(screen.getAllByRole('button', { name: '수량 더하기' })[1] as HTMLElement);
    expect(screen.getByTestId('buy-total').textContent).toContain('1,590,000원');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '장바구니' })));
    // The tap is painted first; the request follows in the next task.
    await waitFor(() => expect(requests.find((r) => r.path === '/api/cart/add')?.body).toEqual({ arrayRequiredItems: ['7||1||13```', '7||2||11```'] }));
    expect(store.get(cartCountAtom)).toBe(4);
    expect(within(dialog()).getByText('장바구니에 상품을 담았습니다. 바로 확인하시겠습니까?')).toBeTruthy();
  });

  it('removes a line and asks for an option before adding to the cart', async () => {
    const { api, requests } = sofaApi();
    await renderRoute('/items/P1007', api);
    fireEvent.change(select('색상'), { target: { value: '아이보리' } });
    fireEvent.change(select('사이즈'), { target: { value: '2인' } });
    fireEvent.change(select('소재'), { target: { value: '패브릭' } });
    fireEvent.click(screen.getByRole('button', { name: '아이보리 / 2인 / 패브릭 삭제' }));
    expect(screen.queryByRole('list', { name: '선택한 상품' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '장바구니' })));
    expect(within(dialog()).getByText('옵션을 선택해 주세요.')).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/cart/add')).toBe(false);
  });

  it('takes text options and sends them with their ids', async () => {
    const fields = [option(31, ['각인 문구 (최대 20자)'], 3000, 0, 'T')];
    const { api, requests } = sofaApi({ itemOptionType: 'T', itemOptionTitle1: '각인 문구', itemOptionTitle2: '', itemOptionTitle3: '', itemOptions: fields, presentPrice: 20000 });
    await renderRoute('/items/P1007', api);
    fireEvent.click(screen.getByRole('button', { name: '옵션 추가' }));
    expect(within(dialog()).getByText('각인 문구 (최대 20자)을(를) 입력해 주세요.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })));
    fireEvent.change(screen.getByLabelText('각인 문구 (최대 20자) (+3,000원)'), { target: { value: '사랑해' } });
    fireEvent.click(screen.getByRole('button', { name: '옵션 추가' }));
    expect(screen.getByText('각인 문구 (최대 20자): 사랑해')).toBeTruthy();
    expect(screen.getByTestId('buy-total').textContent).toContain('23,000원');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '장바구니' })));
    await waitFor(() => expect(requests.find((r) => r.path === '/api/cart/add')?.body).toEqual({ arrayRequiredItems: ['7||1||31```사랑해'] }));
  });
});

describe('quantity rules on the item page', () => {
  it('says the minimum and maximum and keeps the quantity inside them', async () => {
    const detail = itemDetail(7, { orderMinQuantity: 2, orderMaxQuantity: 3 });
    const { api } = createFakeApi([['/api/item/P1007', () => detail]]);
    await renderRoute('/items/P1007', api);
    const field = screen.getByRole('textbox', { name: 'Item 7 수량' }) as HTMLInputElement;
    expect(field.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: '수량 빼기' }));
    expect(within(dialog()).getByText('최소 구매 수량은 2개 입니다.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })));
    expect(field.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: '수량 더하기' }));
    expect(field.value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: '수량 더하기' }));
    expect(within(dialog()).getByText('최대 구매 수량은 3개 입니다.')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })));
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    expect(within(dialog()).getByText('최대 구매 수량은 3개 입니다.')).toBeTruthy();
    expect(field.value).toBe('3');
    expect(screen.getByTestId('buy-total').textContent).toContain('66,000원');
  });

  it('sends a set item with its components', async () => {
    const parts = [
      { ...itemDetail(1).item, quantity: 1, couponUseFlag: 'Y' as const },
      { ...itemDetail(2).item, quantity: 2, couponUseFlag: 'Y' as const },
    ];
    const detail = itemDetail(7, { itemType: '3', setItemFlag: 'Y', itemSets: parts });
    const { api, requests } = createFakeApi([['/api/item/P1007', () => detail], ['/api/cart/add', () => ({ status: 200 })], ['/api/cart/count', () => ({ totalQuantity: 1 })]]);
    await renderRoute('/items/P1007', api);
    const set = screen.getByRole('region', { name: '세트 구성상품' });
    expect(within(set).getAllByRole('link').map((a) => a.textContent)).toEqual(['Item 1', 'Item 2']);
    expect(within(set).getByText('2개')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '장바구니' })));
    await waitFor(() => expect(requests.find((r) => r.path === '/api/cart/add')?.body).toEqual({ itemSets: [{ itemId: 7, quantity: 1, arrayItemSets: ['1||1||', '2||2||'] }] }));
  });
});

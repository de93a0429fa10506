import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi } from '../../../testing/fake-api.ts';
import { itemDetail } from '../../../testing/fixtures.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { BUY_BAR_QUERY } from './use-buy-sheet.ts';

/** jsdom has no layout: `matchMedia` answers as a phone (`mobile`) or a PC would. */
function viewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === BUY_BAR_QUERY ? mobile : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function api() {
  return createFakeApi([
    ['/api/item/P1007', () => itemDetail(7)],
    ['/api/cart/add', () => ({ status: 200 })],
    ['/api/cart/count', () => ({ totalQuantity: 1 })],
  ]);
}

describe('mobile buy bar', () => {
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('expands into the option sheet on the first tap, and buys from the sheet', async () => {
    viewport(true);
    const { api: transport, requests } = api();
    await renderRoute('/items/P1007', transport);
    expect(screen.queryByRole('dialog', { name: '구매 옵션' })).toBeNull();
    const addToCart = screen.getByRole('button', { name: '장바구니' });
    addToCart.focus();
    await act(async () => fireEvent.click(addToCart));
    const sheet = screen.getByRole('dialog', { name: '구매 옵션' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(sheet);
    expect(requests.some((r) => r.path === '/api/cart/add')).toBe(false);

    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: '장바구니' })));
    await waitFor(() => expect(requests.find((r) => r.path === '/api/cart/add')?.body).toEqual({ arrayRequiredItems: ['7||1||'] }));
    expect(screen.queryByRole('dialog', { name: '구매 옵션' })).toBeNull();
    expect(screen.getByRole('alertdialog', { name: '알림' }).textContent).toContain('장바구니에 상품을 담았습니다.');
  });

  it('collapses with Escape, the close button or the backdrop, giving the focus back', async () => {
    viewport(true);
    const { api: transport, requests } = api();
    const { container } = await renderRoute('/items/P1007', transport);
    const buyNow = screen.getByRole('button', { name: '바로구매' });
    buyNow.focus();
    await act(async () => fireEvent.click(buyNow));
    fireEvent.keyDown(screen.getByRole('dialog', { name: '구매 옵션' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '구매 옵션' })).toBeNull();
    expect(document.activeElement).toBe(buyNow);

    await act(async () => fireEvent.click(buyNow));
    fireEvent.click(screen.getByRole('button', { name: '구매 옵션 닫기' }));
    expect(screen.queryByRole('dialog', { name: '구매 옵션' })).toBeNull();

    await act(async () => fireEvent.click(buyNow));
    fireEvent.click(container.querySelector('.catalog-buy__backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog', { name: '구매 옵션' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/cart/add')).toBe(false);
  });

  it('buys at once on PC, where the box is inline', async () => {
    viewport(false);
    const { api: transport, requests } = api();
    await renderRoute('/items/P1007', transport);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '장바구니' })));
    expect(screen.queryByRole('dialog', { name: '구매 옵션' })).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/cart/add')).toBe(true));
  });
});

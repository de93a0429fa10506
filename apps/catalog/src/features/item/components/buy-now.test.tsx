import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeApi } from '../../../testing/fake-api.ts';
import { itemDetail } from '../../../testing/fixtures.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

describe('바로구매', () => {
  it('makes an order sheet of the chosen lines and opens it, leaving the cart alone (a guest agrees to the guest terms first)', async () => {
    const detail = itemDetail(7, { nonmemberOrderType: '1', orderMinQuantity: 2 });
    const { api, requests } = createFakeApi([['/api/item/P1007', () => detail], ['/api/order/buy', () => ({ orderSheetId: 'sheet-7' })]]);
    await renderRoute('/items/P1007', api);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '바로구매' })));
    await waitFor(() => expect(window.location.pathname).toBe('/order/guest-agreement'));
    expect(window.location.search).toBe('?sheet=sheet-7');
    expect(requests.find((r) => r.path === '/api/order/buy')).toMatchObject({ method: 'POST', body: { arrayRequiredItems: ['7||2||'] } });
    expect(requests.some((r) => r.path.startsWith('/api/cart'))).toBe(false);
  });

  it('shows the API message when the sheet cannot be made', async () => {
    const detail = itemDetail(8, { nonmemberOrderType: '1' });
    const { api } = createFakeApi([['/api/item/P1008', () => detail]]);
    await renderRoute('/items/P1008', api);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '바로구매' })));
    expect((await screen.findByRole('alertdialog', { name: '알림' })).textContent).toContain('not found');
  });
});

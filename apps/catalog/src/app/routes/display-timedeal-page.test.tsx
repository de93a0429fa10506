import { act, screen, within } from '@testing-library/react';
import { createFakeApi } from '../../testing/fake-api.ts';
import { hydrateRoute, renderRoute } from '../../testing/render-route.tsx';
import { pageOf, spotItem } from '../../testing/showcase-fixtures.ts';

function spotApi() {
  return createFakeApi([
    ['/api/event/spot', () => ({ ...pageOf([spotItem(1, 2), spotItem(2, 90061), spotItem(3, 0, { start: '20:00', end: '23:59', days: [1, 2, 3, 4, 5, 6, 7], active: false })]), serverTime: '20250601000000' })],
  ]);
}

describe('display timedeal page', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down to the server end time and stops at zero; weekly deals show hours and days', async () => {
    jest.useFakeTimers();
    const { api } = spotApi();
    await renderRoute('/display/timedeal', api);
    const deals = within(screen.getByRole('list', { name: '타임세일 상품 목록' })).getAllByTestId('time-deal');
    expect(within(deals[1]!).getByRole('timer').textContent).toBe('1일01 : 01 : 01');
    expect(within(deals[2]!).getByText('20:00 ~ 23:59 / 매일')).toBeTruthy();
    expect(within(deals[2]!).getByText('진행 예정')).toBeTruthy();
    const first = within(deals[0]!).getByRole('timer');
    expect(first.textContent).toBe('00 : 00 : 02');
    act(() => jest.advanceTimersByTime(5000));
    expect(first.textContent).toBe('00 : 00 : 00');
    expect(within(deals[0]!).getByText('종료')).toBeTruthy();
    expect(within(deals[1]!).getByRole('timer').textContent).toBe('1일01 : 00 : 56');
  });

  it('hydrates without mismatches', async () => {
    const { hydrationErrors, unmount } = await hydrateRoute('/display/timedeal', spotApi().api);
    expect(hydrationErrors).toEqual([]);
    unmount();
  });

  it('says so when no deal runs', async () => {
    const { api } = createFakeApi([['/api/event/spot', () => ({ ...pageOf([]), serverTime: '20250601000000' })]]);
    await renderRoute('/display/timedeal', api);
    expect(screen.getByText('진행 중인 타임세일이 없습니다.')).toBeTruthy();
  });
});

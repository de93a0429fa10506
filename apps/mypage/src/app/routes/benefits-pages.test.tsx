import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { fakeApi } from '@shop/testing';
import { renderMypage } from '../../testing/render-route.tsx';

const SESSION = { isLoggedIn: true, isGuest: false, status: null, salesonId: 'v', user: { userId: 7, loginId: 'demo02', name: '이쇼핑', email: '', loginType: 'ROLE_USER' } };
const PAGE = (content: unknown[]) => ({ content, pagination: { currentPage: 1, size: 5, totalElements: content.length, totalPages: 1, first: true, last: true } });
type Query = Record<string, unknown>;

const point = (pointId: number, pointType: 'EARN_POINT' | 'USED_POINT', reason: string, reasonLabel: string, amount: number, createdDate: string, expirationDate: string | null, orderCode: string | null = null) =>
  ({ pointId, pointType, reason, reasonLabel, point: amount, orderCode, createdDate, expirationDate });

/** The points answer: 1,700P with 500P lapsing on 12-10 and 200P on 12-20, and a page of the asked tab. */
function pointsApi() {
  return fakeApi({
    'GET /api/mypage/points': (request) => {
      const used = (request.query as Query | undefined)?.pointType === 'USED_POINT';
      return {
        userPoint: 1700, expirationPointAmount: 700,
        expirationSchedule: [{ expirationDate: '20261210000000', point: 500 }, { expirationDate: '20261220000000', point: 200 }],
        pointPageResponse: PAGE(used
          ? [point(2, 'USED_POINT', 'ORDER_USE', '주문 시 사용', 1000, '20261101120000', null, 'O123'), point(3, 'USED_POINT', 'EXPIRE', '포인트 소멸', 300, '20261102000000', '20261102000000')]
          : [point(1, 'EARN_POINT', 'REVIEW_EARN', '후기 작성 적립', 2000, '20261020100000', '20271020100000')]),
      };
    },
  });
}

const pointCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.path === '/api/mypage/points').map((c) => c.query as Query);

describe('PointsPage', () => {
  it('shows the balance, what lapses within 30 days and when, and the earned tab first', async () => {
    const api = pointsApi();
    await renderMypage('/mypage/benefits/points', api, { session: SESSION });
    expect((await screen.findByTestId('point-balance')).textContent).toBe('1,700P');
    expect(screen.getByTestId('point-expiring').textContent).toBe('700P');
    const schedule = within(screen.getByRole('list', { name: '소멸 예정' }));
    expect(schedule.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2026-12-10 500P 소멸 예정', '2026-12-20 200P 소멸 예정']);
    const tabs = within(screen.getByRole('navigation', { name: '포인트' }));
    expect(tabs.getByRole('link', { name: '사용 가능' }).getAttribute('aria-current')).toBe('page');
    const rows = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([['후기 작성 적립', '+2,000P', '2026-10-20', '2027-10-20']]);
    expect(screen.getByRole('columnheader', { name: '소멸예정일' })).toBeTruthy();
    expect(pointCalls(api)).toEqual([expect.objectContaining({ pointType: 'EARN_POINT', searchStartDate: '', searchEndDate: '' })]);
  });

  it('switches to 사용 완료 keeping the period, and asks for the typed date range and a preset range', async () => {
    const api = pointsApi();
    await renderMypage('/mypage/benefits/points?searchStartDate=2026-10-01&searchEndDate=2026-11-30', api, { session: SESSION });
    const user = userEvent.setup();
    const tabs = within(await screen.findByRole('navigation', { name: '포인트' }));
    expect(tabs.getByRole('link', { name: '사용 완료' }).getAttribute('href')).toBe('/mypage/benefits/points?searchStartDate=2026-10-01&searchEndDate=2026-11-30&pointType=USED_POINT');
    await user.click(tabs.getByRole('link', { name: '사용 완료' }));
    expect(await screen.findByText('포인트 소멸')).toBeTruthy();
    expect(tabs.getByRole('link', { name: '사용 완료' }).getAttribute('aria-current')).toBe('page');
    const rows = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([['주문 시 사용 (O123)', '-1,000P', '2026-11-01', '-'], ['포인트 소멸', '-300P', '2026-11-02', '2026-11-02']]);
    expect(screen.getByRole('columnheader', { name: '사용일' })).toBeTruthy();
    expect(pointCalls(api).at(-1)).toMatchObject({ pointType: 'USED_POINT', searchStartDate: '2026-10-01', searchEndDate: '2026-11-30' });

    // A typed range, then 3개월: each is what the next request asks for, on the same tab.
    const start = screen.getByLabelText('시작일');
    const end = screen.getByLabelText('종료일');
    await user.clear(start);
    await user.type(start, '2026-09-01');
    await user.clear(end);
    await user.type(end, '2026-09-30');
    await user.click(screen.getByRole('button', { name: '조회' }));
    await screen.findByDisplayValue('2026-09-30');
    expect(pointCalls(api).at(-1)).toMatchObject({ pointType: 'USED_POINT', searchStartDate: '2026-09-01', searchEndDate: '2026-09-30' });
    await user.click(screen.getByRole('button', { name: '3개월' }));
    const asked = pointCalls(api).at(-1) ?? {};
    expect(asked.pointType).toBe('USED_POINT');
    expect(dayjs(String(asked.searchEndDate)).subtract(3, 'month').format('YYYY-MM-DD')).toBe(asked.searchStartDate);
  });
});

const coupon = (couponUserId: number, name: string, extra: Record<string, unknown> = {}) => ({
  couponUserId, couponId: couponUserId + 100, couponName: name, couponComment: '', couponType: '1', couponPayType: '1', couponPay: 3000, couponPayRestriction: 20000,
  couponMaxDiscount: 0, couponTargetItemType: '1', applyStartDate: '20261101000000', applyEndDate: '20261231235959', usedDate: null, expiredFlag: 'N', ...extra,
});

describe('CouponsPage', () => {
  it('lists usable coupons first, and under 사용 완료 the used one with its date and the lapsed one', async () => {
    const api = fakeApi({
      'GET /api/coupon': (request) => ((request.query as Query | undefined)?.complete === 'Y'
        ? { availableCount: 2, completedCount: 2, couponPageResponse: PAGE([coupon(3, '쓴 쿠폰', { usedDate: '20261115093000' }), coupon(4, '지난 쿠폰', { expiredFlag: 'Y', couponPayType: '2', couponPay: 10 })]) }
        : { availableCount: 2, completedCount: 2, couponPageResponse: PAGE([coupon(1, '신규 가입 쿠폰'), coupon(2, '셔츠 쿠폰', { couponTargetItemType: '2' })]) }),
    });
    await renderMypage('/mypage/benefits/coupons', api, { session: SESSION });
    expect((await screen.findByTestId('coupon-available')).textContent).toBe('사용가능 쿠폰 (2)');
    const tabs = within(screen.getByRole('navigation', { name: '쿠폰' }));
    expect(tabs.getByRole('link', { name: '사용 가능' }).getAttribute('aria-current')).toBe('page');
    const coupons = () => screen.getAllByRole('listitem').filter((li) => /이상 구매 시/.test(li.textContent ?? ''));
    const usable = coupons();
    expect(usable.map((li) => li.textContent)).toEqual([
      expect.stringContaining('3,000원 신규 가입 쿠폰20,000원 이상 구매 시 · 2026-11-01 ~ 2026-12-31'), expect.stringContaining('3,000원 셔츠 쿠폰'),
    ]);
    expect(within(usable[1] as HTMLElement).getByRole('button', { name: '셔츠 쿠폰 적용 상품 보기' })).toBeTruthy();
    expect(within(usable[0] as HTMLElement).queryByRole('button', { name: /적용 상품 보기/ })).toBeNull();

    await userEvent.setup().click(tabs.getByRole('link', { name: '사용 완료' }));
    await screen.findByText(/쓴 쿠폰/);
    expect(coupons().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^3,000원 쓴 쿠폰.* · 2026-11-15 사용$/), expect.stringMatching(/^10% 지난 쿠폰.* · 기한 만료$/),
    ]);
    expect(tabs.getByRole('link', { name: '사용 완료' }).getAttribute('aria-current')).toBe('page');
    expect(api.calls.filter((c) => c.path === '/api/coupon').map((c) => (c.query as Query).complete)).toEqual(['N', 'Y']);
  });
});

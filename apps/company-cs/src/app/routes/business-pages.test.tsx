import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BusinessOrders, BusinessStatus } from '@shop/api-client';
import { RouterContextProvider } from '@shop/router';
import { appContext, cartCountAtom, createAppStore } from '@shop/session';
import { fakeApi } from '@shop/testing';
import { loadMaintenance, type MaintenanceData } from '../../features/site/api/load-maintenance.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const PROFILE = {
  companyName: '한사업상사', representativeName: '한사업', businessNumber: '1248100998', businessType: '도소매', businessItem: '생활용품',
  licenceName: '사업자등록증.pdf', appliedDate: '20260101000000', decidedDate: '20260102000000',
};
const ORDERS: BusinessOrders = {
  list: [{
    orderCode: 'O1', createdDate: '20260103000000', payAmount: 33000, status: 'PAID', statusLabel: '결제완료',
    items: [
      { itemId: 1001, itemUserCode: 'P1001', itemName: '수건', quantity: 3, options: '', itemOptionId: null },
      { itemId: 1002, itemUserCode: 'P1002', itemName: '셔츠', quantity: 1, options: '색상: 블루 / 사이즈: L', itemOptionId: 55 },
      { itemId: 1003, itemUserCode: 'P1003', itemName: '각인 머그', quantity: 2, options: '각인: 사랑해', itemOptionId: null },
    ], taxInvoice: null,
  }],
};

describe('business pages', () => {
  it('/business shows the profile and asks a tax invoice for a paid order, then shows it requested', async () => {
    let invoiced = false;
    const api = fakeApi({
      'GET /api/business/status': (): BusinessStatus => ({ status: 'APPROVED', profile: PROFILE }),
      'GET /api/business/orders': (): BusinessOrders => ({
        list: ORDERS.list.map((o) => ({ ...o, taxInvoice: invoiced ? { status: 'REQUESTED', statusLabel: '발행요청', email: 'tax@biz.kr', supplyAmount: 30000, vatAmount: 3000, requestedDate: '20260104000000', issuedDate: null, approvalNumber: null } : null })),
      }),
      'POST /api/business/tax-invoice': () => {
        invoiced = true;
        return { status: 'REQUESTED', statusLabel: '발행요청', email: 'tax@biz.kr', supplyAmount: 30000, vatAmount: 3000, requestedDate: '20260104000000', issuedDate: null, approvalNumber: null };
      },
      'POST /api/cart/add': () => ({ status: 200 }),
      'GET /api/cart/count': () => ({ totalQuantity: 3 }),
    });
    const { store } = await renderRoute('/business', api);
    expect(screen.getByText('124-81-00998')).toBeTruthy();
    const row = screen.getByRole('row', { name: /O1/ });
    fireEvent.change(within(row).getByLabelText('O1 세금계산서 받을 이메일'), { target: { value: 'tax@biz.kr' } });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '세금계산서 신청' })));
    await waitFor(() => expect(screen.getByTestId('tax-invoice').textContent).toBe('발행요청 · 공급가액 30,000원 · 부가세 3,000원'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ orderCode: 'O1', email: 'tax@biz.kr' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'O1 다시 담기' })));
    await waitFor(() => expect(screen.getByText('장바구니에 담았습니다.')).toBeTruthy());
    // The chosen option comes along; a typed-in engraving cannot be repeated and stays out.
    expect(api.calls.find((c) => c.path === '/api/cart/add')?.body).toEqual({ arrayRequiredItems: ['1001||3||', '1002||1||55```'] });
    expect(store.get(cartCountAtom)).toBe(3);
  });

  it('/business shows an issued tax invoice with its issue date and approval number', async () => {
    const issued = { status: 'ISSUED' as const, statusLabel: '발행완료', email: 'tax@biz.kr', supplyAmount: 30000, vatAmount: 3000, requestedDate: '20260104000000', issuedDate: '20260112', approvalNumber: '20260112-41000000-00000123' };
    const api = fakeApi({
      'GET /api/business/status': (): BusinessStatus => ({ status: 'APPROVED', profile: PROFILE }),
      'GET /api/business/orders': (): BusinessOrders => ({ list: ORDERS.list.map((o) => ({ ...o, taxInvoice: issued })) }),
    });
    await renderRoute('/business', api);
    expect(screen.getByTestId('tax-invoice').textContent).toBe('발행완료 · 공급가액 30,000원 · 부가세 3,000원');
    expect(screen.getByTestId('tax-invoice-issued').textContent).toBe('발행일 2026-01-12 · 승인번호 20260112-41000000-00000123');
    expect(screen.queryByRole('button', { name: '세금계산서 신청' })).toBeNull();
  });

  it('/business/apply refuses a wrong business number and a missing licence before sending anything', async () => {
    let applied = false;
    const api = fakeApi({
      'GET /api/business/status': (): BusinessStatus => (applied ? { status: 'PENDING', profile: { ...PROFILE, decidedDate: null } } : { status: 'NONE', profile: null }),
      'POST /api/business/apply': (): BusinessStatus => {
        applied = true;
        return { status: 'PENDING', profile: { ...PROFILE, decidedDate: null } };
      },
    });
    await renderRoute('/business/apply', api);
    for (const [label, value] of [['상호(법인명)', '한사업상사'], ['대표자명', '한사업'], ['사업자등록번호', '1248100999'], ['업태', '도소매'], ['종목', '생활용품']]) {
      fireEvent.change(screen.getByLabelText(label as string), { target: { value } });
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '신청하기' })));
    // Each field with a problem is marked with its own message, the first is focused.
    const problem = (label: string) => {
      const control = screen.getByLabelText(label);
      if (control.getAttribute('aria-invalid') !== 'true') return null;
      return (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' | ');
    };
    expect(problem('사업자등록번호')).toContain("사업자등록번호를 '-'없이 정확히 입력해주세요.");
    expect(problem('사업자등록증')).toContain('사업자등록증 파일을 첨부해 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText('사업자등록번호'));
    fireEvent.change(screen.getByLabelText('사업자등록번호'), { target: { value: '1248100998' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '신청하기' })));
    expect(problem('사업자등록번호')).toBeNull();
    expect(problem('사업자등록증')).toContain('사업자등록증 파일을 첨부해 주세요.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('/maintenance answers 503 while maintenance is on and 200 once it is off, rendering the page either way', async () => {
    const loadWith = async (status: { maintenance: boolean }) => {
      const api = fakeApi({ 'GET /api/site/status': () => ({ message: '', until: '', ...status }) });
      const context = new RouterContextProvider();
      context.set(appContext, { store: createAppStore(), api, now: 0 });
      return (await loadMaintenance({ request: new Request('http://shop/maintenance'), params: {}, context } as never)) as unknown as { data: MaintenanceData; init: ResponseInit | null };
    };
    const on = await loadWith({ maintenance: true });
    expect([on.init?.status, on.data.status.maintenance]).toEqual([503, true]);
    const off = await loadWith({ maintenance: false });
    expect([off.init?.status, off.data.status.maintenance]).toEqual([200, false]);
    await renderRoute('/maintenance', fakeApi({ 'GET /api/site/status': () => ({ maintenance: false, message: '', until: '' }) }));
    expect(screen.getByRole('status').textContent).toContain('현재 서비스가 정상 운영 중입니다.');
    // Running, the page says only that: no 점검 중 heading or notice beside it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('서비스 정상 운영 중');
    expect(document.body.textContent).not.toMatch(/점검/);
  });

  it('/maintenance shows the operator notice and its end time', async () => {
    const api = fakeApi({ 'GET /api/site/status': () => ({ maintenance: true, message: '', until: '20261201060000' }) });
    await renderRoute('/maintenance', api);
    expect(screen.getByRole('heading', { level: 1, name: '서비스 점검 중입니다' })).toBeTruthy();
    expect(screen.getByText('점검 종료 예정: 2026-12-01 06:00')).toBeTruthy();
  });
});

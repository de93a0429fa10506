import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as ui from '@shop/ui';
import { fakeApi } from '@shop/testing';
import { renderRoute } from '../../testing/render-route.tsx';
import { GUIDE_SECTIONS } from './guide-sections.tsx';

/**
 * Exports of @shop/ui that draw nothing: copy, class and image helpers, list sorting, links. Anything else the package
 * exports (a component, a hook, a component factory) must be shown on /_guide. A new helper goes here on purpose.
 */
const NOT_UI = ['UI_MESSAGES', 'cx', 'imageSources', 'ipxUrl', 'preloadImage', 'pageWindow', 'readSortKey', 'sortParams', 'itemHref'];

const isComponent = (name: string, value: unknown) =>
  /^[A-Z][a-z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));
const isHook = (name: string, value: unknown) => /^use[A-Z]/.test(name) && typeof value === 'function';

describe('/_guide covers @shop/ui', () => {
  const exported = Object.entries(ui);
  const shown = new Set<string>(GUIDE_SECTIONS.flatMap((section) => section.exports));

  it('shows every component and hook the package exports', () => {
    const missing = exported.filter(([name, value]) => (isComponent(name, value) || isHook(name, value)) && !shown.has(name)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('knows every other export as a helper that draws nothing, and names only real exports', () => {
    const unclassified = exported.map(([name]) => name).filter((name) => !shown.has(name) && !NOT_UI.includes(name));
    expect(unclassified).toEqual([]);
    const names = new Set(exported.map(([name]) => name));
    expect([...shown, ...NOT_UI].filter((name) => !names.has(name))).toEqual([]);
    expect(exported.filter(([name, value]) => NOT_UI.includes(name) && (isComponent(name, value) || isHook(name, value)))).toEqual([]);
  });

  it('renders every section from the real components; the dialog, confirm and toast open', async () => {
    await renderRoute('/_guide', fakeApi({}));
    expect(screen.getByRole('heading', { level: 1, name: 'UI 가이드' })).toBeTruthy();
    for (const section of GUIDE_SECTIONS) expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeTruthy();
    expect(screen.getAllByRole('timer').map((t) => t.getAttribute('data-state'))).toEqual(['running', 'running', 'ended']);
    expect(screen.getAllByRole('link', { name: /데일리 코튼 수건 세트|품절된 예시 상품/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('tablist', { name: '탭 (둘째 탭 선택)' }).querySelector('[aria-selected="true"]')?.textContent).toBe('둘째 탭');
    await waitFor(() => expect(screen.getByText(/화면에 가까워질 때 불러옵니다/)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: '확인 창 열기' }));
    const confirm = screen.getByRole('alertdialog', { name: '알림' });
    expect(within(confirm).getByText('선택한 상품을 삭제하시겠습니까?')).toBeTruthy();
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '취소' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('guide-confirm-answer').textContent).toBe('취소를 눌렀습니다.');

    fireEvent.click(screen.getByRole('button', { name: '모달 열기' }));
    expect(screen.getByRole('dialog', { name: '모달' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '토스트 보기' }));
    expect(screen.getByText('장바구니에 담았습니다.')).toBeTruthy();
  });
});

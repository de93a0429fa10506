import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@shop/testing';
import { renderRoute } from '../../testing/render-route.tsx';
import { GUIDE_SECTIONS } from './guide-sections.tsx';

/** The entry points @shop/ui publishes (package.json "exports"), stylesheets aside: every one of them is covered. */
const uiPackage = JSON.parse(readFileSync(join(dirname(require.resolve('@shop/ui')), '..', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
const ENTRY_POINTS = Object.keys(uiPackage.exports).filter((entry) => !entry.endsWith('.css'));

/** How a section names an export: the main entry's as it is, another entry's as `<entry>:<name>`. */
const qualified = (entry: string, name: string) => (entry === '.' ? name : `${entry.replace(/^\.\//, '')}:${name}`);

/**
 * Exports of @shop/ui that draw nothing: copy, class and image helpers, list sorting, links, the postcode script's
 * address, yielding to the browser between tasks. Anything else an entry point exports (a component, a hook, a component factory, the address search) must
 * be shown on /_guide. A new helper goes here on purpose.
 */
const NOT_UI = [
  'UI_MESSAGES', 'cx', 'imageSources', 'ipxUrl', 'preloadImage', 'pageWindow', 'readSortKey', 'sortParams', 'itemHref',
  'INITIAL_FIELD_STATE', 'sort:SORT_KEYS', 'sort:DEFAULT_SORT', 'sort:SORT_QUERY', 'sort:sortParams', 'sort:readSortKey', 'sort:writeSortKey', 'postcode:DAUM_POSTCODE_URL',
  'yield-to-main:yieldToMain',
];

/**
 * Components and hooks that draw nothing of their own: the client API's context and the form state hooks every form
 * of the shop is built on (the guide's forms use them). Shown through the forms, not as sections.
 */
const PLUMBING = ['useForm', 'useFormField', 'client-api:ClientApiProvider', 'client-api:useClientApi'];

const isComponent = (name: string, value: unknown) =>
  /^[A-Z][a-z]/.test(name) && (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value));
const isHook = (name: string, value: unknown) => /^use[A-Z]/.test(name) && typeof value === 'function';

type Export = { id: string; name: string; value: unknown };

describe('/_guide covers @shop/ui', () => {
  let exported: Export[] = [];
  const shown = new Set<string>(GUIDE_SECTIONS.flatMap((section) => section.exports));

  beforeAll(async () => {
    const modules = await Promise.all(ENTRY_POINTS.map(async (entry) => [entry, (await import(entry === '.' ? '@shop/ui' : `@shop/ui/${entry.slice(2)}`)) as Record<string, unknown>] as const));
    exported = modules.flatMap(([entry, module]) => Object.entries(module).map(([name, value]) => ({ id: qualified(entry, name), name, value })));
  });

  it('reads every entry point of the package', () => {
    expect(ENTRY_POINTS).toEqual(['.', './sort', './postcode', './postcode-search', './yield-to-main', './client-api']);
    for (const entry of ENTRY_POINTS) expect(exported.some((e) => e.id === qualified(entry, e.name))).toBe(true);
  });

  it('shows every component and hook the package exports, from any entry point', () => {
    const missing = exported.filter((e) => (isComponent(e.name, e.value) || isHook(e.name, e.value)) && !shown.has(e.id) && !PLUMBING.includes(e.id)).map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('knows every other export as a helper that draws nothing, and names only real exports', () => {
    const unclassified = exported.filter((e) => !shown.has(e.id) && !NOT_UI.includes(e.id) && !PLUMBING.includes(e.id)).map((e) => e.id);
    expect(unclassified).toEqual([]);
    const ids = new Set(exported.map((e) => e.id));
    expect([...shown, ...NOT_UI, ...PLUMBING].filter((id) => !ids.has(id))).toEqual([]);
    expect(exported.filter((e) => NOT_UI.includes(e.id) && (isComponent(e.name, e.value) || isHook(e.name, e.value)))).toEqual([]);
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

  it('shows the states a page meets: a block button, the modal sizes, a sort other than the default, the address search', async () => {
    await renderRoute('/_guide', fakeApi({}));
    expect(screen.getByRole('button', { name: '가로 전체 버튼' }).className).toContain('ui-button--block');

    for (const size of ['sm', 'md', 'lg']) {
      fireEvent.click(screen.getByRole('button', { name: `${size} 크기로 열기` }));
      expect(screen.getByRole('dialog', { name: `${size} 크기 창` }).className).toContain(`ui-modal__panel--${size}`);
      fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    }

    const sorts = within(screen.getByRole('region', { name: '정렬' })).getAllByRole('combobox', { name: '정렬' }) as HTMLSelectElement[];
    expect(sorts.map((select) => select.value)).toEqual(['ORDERING', 'SALE_PRICE_ASC']);
    await act(async () => fireEvent.change(sorts[1]!, { target: { value: 'HITS' } }));
    expect(sorts[1]!.value).toBe('HITS');
    expect(window.location.search).toBe('');

    const postcode = screen.getByRole('region', { name: '주소 검색 (usePostcodeSearch)' });
    expect(within(postcode).getByText(/내보내는 이름: postcode-search:usePostcodeSearch, postcode:searchAddress/)).toBeTruthy();
    for (const label of ['우편번호', '주소', '상세주소']) expect(within(postcode).getByLabelText(label)).toBeTruthy();
    expect(within(postcode).getByRole('button', { name: '주소 검색' })).toBeTruthy();
  });
});

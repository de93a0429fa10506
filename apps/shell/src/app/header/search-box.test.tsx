import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, useLocation } from '@shop/router';
import { createMemoryRouter } from '@shop/router/engine';
import type { SearchInfo } from '@shop/api-client';
import { RECENT_KEYWORDS_KEY } from './recent-keywords.ts';
import { SearchBox } from './search-box.tsx';

const INFO: SearchInfo = {
  keywords: [{ keyword: '린넨' }, { keyword: '홍삼' }, { keyword: '원피스' }],
  recommend: { content: '여름 린넨 컬렉션', link: '/display/md?tag=summer', blankFlag: 'N' },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBox(info: SearchInfo = INFO, path = '/') {
  const element = (
    <>
      <SearchBox info={info} />
      <Where />
      <button type="button">outside</button>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, input: screen.getByRole('searchbox', { name: '검색' }) };
}

/**
 * React builds `new FormData(form)` for a submit that starts a transition (navigate does); the shared jsdom
 * environment has Node's FormData, which cannot read a jsdom form. This shim reads the named inputs instead.
 */
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: unknown) {
    super();
    if (form instanceof HTMLFormElement) {
      for (const element of Array.from(form.elements)) if (element instanceof HTMLInputElement && element.name) this.append(element.name, element.value);
    }
  }
}
beforeAll(() => {
  globalThis.FormData = FormDataFromForm as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const panel = () => screen.queryByRole('region', { name: '검색어 추천' });
const where = () => screen.getByTestId('where').textContent;

describe('SearchBox', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens popular and recent keywords on focus, closes on Escape, outside click and 닫기', async () => {
    window.localStorage.setItem(RECENT_KEYWORDS_KEY, JSON.stringify(['니트', '커피']));
    const { input } = renderBox();
    expect(panel()).toBeNull();
    expect(input).toHaveAttribute('placeholder', '여름 린넨 컬렉션');
    await userEvent.click(input);
    const region = panel()!;
    expect(input).toHaveAttribute('aria-controls', region.id);
    const popular = within(region).getAllByRole('list')[0]!;
    expect(within(popular).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1린넨', '/search?query=%EB%A6%B0%EB%84%A8'],
      ['2홍삼', '/search?query=%ED%99%8D%EC%82%BC'],
      ['3원피스', '/search?query=%EC%9B%90%ED%94%BC%EC%8A%A4'],
    ]);
    expect(within(region).getByRole('link', { name: '니트' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(input).toHaveFocus();
    await userEvent.type(input, 'a');
    expect(panel()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(panel()).toBeNull();
    await userEvent.click(input);
    await userEvent.click(within(panel()!).getByRole('button', { name: '닫기' }));
    expect(panel()).toBeNull();
  });

  it('searches, remembering at most 10 recent keywords, newest first without duplicates', async () => {
    window.localStorage.setItem(RECENT_KEYWORDS_KEY, JSON.stringify(Array.from({ length: 10 }, (_, i) => `k${i}`)));
    const { input } = renderBox();
    await userEvent.type(input, '  ㄴㅇㅋ {Enter}');
    expect(where()).toBe('/search?query=%E3%84%B4%E3%85%87%E3%85%8B');
    const stored = JSON.parse(window.localStorage.getItem(RECENT_KEYWORDS_KEY) ?? '[]') as string[];
    expect(stored).toHaveLength(10);
    expect(stored.slice(0, 2)).toEqual(['ㄴㅇㅋ', 'k0']);
    expect(stored).not.toContain('k9');
    await userEvent.clear(input);
    await userEvent.type(input, 'k5{Enter}');
    const again = JSON.parse(window.localStorage.getItem(RECENT_KEYWORDS_KEY) ?? '[]') as string[];
    expect(again.slice(0, 2)).toEqual(['k5', 'ㄴㅇㅋ']);
    expect(again.filter((k) => k === 'k5')).toHaveLength(1);
  });

  it('deletes one recent keyword or all of them', async () => {
    window.localStorage.setItem(RECENT_KEYWORDS_KEY, JSON.stringify(['니트', '커피', '홍삼']));
    const { input } = renderBox();
    await userEvent.click(input);
    const region = panel()!;
    await userEvent.click(within(region).getByRole('button', { name: '커피 삭제' }));
    expect(within(region).queryByRole('link', { name: '커피' })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(RECENT_KEYWORDS_KEY) ?? '[]')).toEqual(['니트', '홍삼']);
    await userEvent.click(within(region).getByRole('button', { name: '전체삭제' }));
    expect(within(region).getByText('최근 검색어가 없습니다.')).toBeInTheDocument();
    expect(window.localStorage.getItem(RECENT_KEYWORDS_KEY)).toBeNull();
  });

  it('remembers a popular keyword that is followed', async () => {
    const { input } = renderBox();
    await userEvent.click(input);
    await userEvent.click(within(panel()!).getByRole('link', { name: /홍삼/ }));
    expect(where()).toBe('/search?query=%ED%99%8D%EC%82%BC');
    expect(JSON.parse(window.localStorage.getItem(RECENT_KEYWORDS_KEY) ?? '[]')).toEqual(['홍삼']);
    expect(panel()).toBeNull();
  });

  it('follows the recommended link on an empty search, in a new window when blankFlag is Y', async () => {
    const { input } = renderBox();
    await userEvent.type(input, '   {Enter}');
    expect(where()).toBe('/display/md?tag=summer');
    expect(window.localStorage.getItem(RECENT_KEYWORDS_KEY)).toBeNull();

  });

  it('opens the recommended link in a new window when blankFlag is Y', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { input } = renderBox({ ...INFO, recommend: { content: 'Event', link: 'https://example.com/e', blankFlag: 'Y' } });
    await userEvent.type(input, '{Enter}');
    expect(where()).toBe('/');
    expect(open).toHaveBeenCalledWith('https://example.com/e', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('shows the query of the results page and works without keywords', async () => {
    const { input } = renderBox({ keywords: [], recommend: null }, '/search?query=%ED%99%8D%EC%82%BC');
    expect(input).toHaveValue('홍삼');
    expect(input).toHaveAttribute('placeholder', '찾고 싶은 상품을 검색해 보세요');
    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');
    expect(where()).toBe('/search?query=%ED%99%8D%EC%82%BC');
    expect(within(panel()!).queryByText('인기검색어')).toBeNull();
  });
});

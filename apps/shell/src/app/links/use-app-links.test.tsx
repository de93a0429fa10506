import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, useLocation } from '@shop/router';
import { createBrowserRouter } from '@shop/router/engine';
import { APP_LINK } from './in-app-link.ts';
import { useAppLinks } from './use-app-links.ts';

function Chrome() {
  const onLinkClick = useAppLinks();
  const location = useLocation();
  return (
    <footer onClick={onLinkClick}>
      <p data-testid="where">{location.pathname + location.search}</p>
      <a {...APP_LINK} href="/company/about">회사소개</a>
      <a {...APP_LINK} href="/cart"><svg aria-hidden="true"><path d="M0 0h1" /></svg><span>장바구니</span></a>
      <a href="/plain">표시 없는 링크</a>
      <a {...APP_LINK} href="/new-tab" target="_blank">새 창</a>
    </footer>
  );
}

function renderChrome() {
  // The browser's router, as in the shop: window.location is its location.
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter([{ path: '*', element: <Chrome /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useAppLinks', () => {
  it('navigates in place on a click, on the link or on what it holds, and with Enter', async () => {
    const router = renderChrome();
    await userEvent.click(screen.getByRole('link', { name: '회사소개' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/company/about');
    expect(router.state.historyAction).toBe('PUSH');

    await userEvent.click(screen.getByText('장바구니'));
    expect(screen.getByTestId('where')).toHaveTextContent('/cart');

    screen.getByRole('link', { name: '회사소개' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/company/about');
    expect(window.location.pathname).toBe('/company/about');
  });

  it('replaces the entry when the link leads to the current page', async () => {
    const router = renderChrome();
    await userEvent.click(screen.getByRole('link', { name: '회사소개' }));
    await userEvent.click(screen.getByRole('link', { name: '회사소개' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves unmarked links, other targets and modified clicks to the browser', async () => {
    renderChrome();
    for (const [name, init] of [['표시 없는 링크', {}], ['새 창', {}], ['회사소개', { ctrlKey: true }], ['회사소개', { button: 1 }]] as const) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      act(() => {
        fireEvent(screen.getByRole('link', { name }), event);
      });
      expect(event.defaultPrevented).toBe(false);
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    }
  });
});

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider } from '@shop/router';
import { createBrowserRouter } from '@shop/router/engine';

/**
 * Test helper: renders `ui` inside a data router at `url` (jsdom's history), through the routing facade.
 * @returns Testing Library's render result plus the router, to read `router.state.location`.
 */
export function renderWithRouter(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([{ path: '*', element: ui }]);
  return { ...render(<RouterProvider router={router} />), router };
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider } from '@shop/router';
import { createBrowserRouter } from '@shop/router/engine';

/**
 * Renders `element` as the only page of a data router sitting at `url` (jsdom's location), for components that
 * need a router (links, search params) but no loader or request context.
 * @returns Testing Library's render result plus the router, to read `router.state.location`.
 * @example renderAt('/terms/privacy-policy', <PrivacyPolicy />)
 */
export function renderAt(url: string, element: ReactElement) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([{ path: '*', element }]);
  return { ...render(<RouterProvider router={router} />), router };
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider } from '@shop/router';
import { createBrowserRouter } from '@shop/router/engine';

/** Renders `element` as the page of a browser router sitting at `url`. */
export function renderAt(url: string, element: ReactElement) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([{ path: '*', element }]);
  return render(<RouterProvider router={router} />);
}

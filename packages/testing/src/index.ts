/**
 * @shop/testing: the one route-test harness of the workspace (tests only, never bundled). `renderRoute` renders a
 * route table at a URL with the shell's request context, `hydrateRoute` checks server HTML against hydration,
 * `renderAt` puts one element under a router, `fakeApi` answers API calls.
 */
export { fakeApi } from './fake-api.ts';
export { hydrateRoute, renderRoute, RouteErrorStatus } from './render-route.tsx';
export { renderAt } from './render-at.tsx';

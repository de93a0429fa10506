/**
 * @shop/router: the routing facade shared by the shell and every remote.
 *
 * Only the react-router APIs listed here are available to apps. Adding an export is a contract change:
 * ship it in the shell first, because an older shell's singleton would hand remotes `undefined`.
 * The navigation engines (`createBrowserRouter`, `createMemoryRouter`) are in `@shop/router/engine`: the browser
 * hydrates the first page without them and loads them afterwards (`createDeferredRouter`).
 */
export {
  createContext,
  data,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  RouterContextProvider,
  Link,
  NavLink,
  Outlet,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
export type { ActionFunctionArgs, DataRouter, LoaderFunctionArgs, RouteObject, RouterContext } from 'react-router';
export type { GuardName, LayoutName, RemoteRouteObject, RouteHandle } from './route-contract.ts';
export { isGuardName } from './route-contract.ts';
export { createDeferredRouter } from './deferred-router.ts';

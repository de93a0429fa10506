/**
 * @shop/testing: test helpers shared by the remotes (tests only, never bundled): render remote routes in a
 * memory router with the shell's request context, and a fake API transport.
 */
export { fakeApi, renderRoute } from './render-route.tsx';

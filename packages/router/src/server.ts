/**
 * Server entry of the facade (picked by the `node` export condition, so these never reach the browser):
 * everything in the browser entry plus the static (SSR) data router APIs.
 */
export * from './index.ts';
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
export type { StaticHandler, StaticHandlerContext } from 'react-router';
// Server renders write in-site links without react-router's path resolution (the browser keeps its `<Link>`).
export { ServerLink as Link, ServerNavLink as NavLink } from './server-link.ts';

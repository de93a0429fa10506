import { createStaticHandler, type StaticHandler } from '@shop/router';
import { attachRemoteRoutes, createRouteTree } from '../app/route-tree.tsx';
import type { RemoteRegistry } from './remotes/registry.ts';

/**
 * One static handler over the shell's tree plus every loaded remote's routes, rebuilt only when the
 * registry's generation changes (building it precompiles matchers: never per request).
 */
export function createHandlerCache(registry: RemoteRegistry) {
  let generation = -1;
  let handler: StaticHandler | null = null;
  /** Drops the handler: react-router keeps what a route's `lazy` resolved to, failures included. */
  const invalidate = () => {
    handler = null;
  };
  const getHandler = (): StaticHandler => {
    if (handler && generation === registry.generation) return handler;
    const tree = createRouteTree();
    for (const state of registry.all()) {
      try {
        attachRemoteRoutes(tree, state.routes, state.build.name);
      } catch (error) {
        console.error(`[remotes] routes of ${state.build.name} rejected: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    handler = createStaticHandler(tree);
    generation = registry.generation;
    return handler;
  };
  return { getHandler, invalidate };
}

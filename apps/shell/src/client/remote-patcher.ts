import type { RemoteRouteObject, RouteObject } from '@shop/router';

/** Puts routes under a parent route: react-router's `patch` of `patchRoutesOnNavigation`, or `router.patchRoutes`. */
export type Patch = (parentId: string, routes: RouteObject[]) => void;

type RemotePatcherOptions<R> = {
  /** The remotes the page knows, by name. */
  remotes: ReadonlyMap<string, R>;
  /** Whether a remote's routes are in the router already (the first page's remote is). */
  isLoaded: (name: string) => boolean;
  loadRoutes: (remote: R) => Promise<RemoteRouteObject[]>;
  /** A remote's routes failed to load: the next navigation becomes a full page load. */
  onFailure: () => void;
  /**
   * `remoteForPath` and `remoteRoutesByLayout`, handed in by the first load's code that has them already: imported
   * here, they would leave that code's concatenated module (about 350 B more gzip on every first load, measured).
   */
  remoteForPath: (pathname: string) => string | null;
  byLayout: (routes: readonly RemoteRouteObject[], remote: string) => Map<string, RouteObject[]>;
};

/**
 * Loads the routes of the remote a path belongs to, once, by a navigation or a preload (the first wins, the others
 * wait for it), and patches them in one group per layout. Loaded with the navigation engine, never on a first load.
 */
export function createRemotePatcher<R>({ remotes, isLoaded, loadRoutes, onFailure, remoteForPath, byLayout }: RemotePatcherOptions<R>): (path: string, patch: Patch) => Promise<void> {
  const patching = new Map<string, Promise<void>>();
  return (path, patch) => {
    const name = remoteForPath(path.split('?')[0] ?? path);
    const remote = name ? remotes.get(name) : undefined;
    if (!name || !remote || isLoaded(name)) return Promise.resolve();
    let done = patching.get(name);
    if (!done) {
      done = loadRoutes(remote).then(
        (routes) => {
          for (const [layout, group] of byLayout(routes, name)) patch(layout, group);
        },
        (error: unknown) => {
          console.error(`[shell] could not load ${name}: ${error instanceof Error ? error.message : String(error)}`);
          onFailure();
        },
      );
      patching.set(name, done);
      void done.then(() => patching.delete(name));
    }
    return done;
  };
}

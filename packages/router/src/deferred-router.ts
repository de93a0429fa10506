import {
  createPath,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  matchRoutes,
  UNSAFE_defaultMapRouteProperties as mapRouteProperties,
  type DataRouteObject,
  type DataRouter,
  type HydrationState,
  type Location,
  type RouteObject,
  type RouterNavigateOptions,
  type RouterState,
  type To,
} from 'react-router';

type Manifest = Record<string, DataRouteObject>;
type Subscriber = Parameters<DataRouter['subscribe']>[0];

/** Route objects as the data router keeps them: ids, and elements made from `Component` and friends. */
function toDataRoutes(routes: RouteObject[], manifest: Manifest, parent: string[] = []): DataRouteObject[] {
  return routes.map((route, index) => {
    const treePath = [...parent, String(index)];
    const id = typeof route.id === 'string' ? route.id : treePath.join('-');
    const dataRoute = { ...route, id, children: undefined } as DataRouteObject;
    Object.assign(dataRoute, mapRouteProperties(dataRoute));
    manifest[id] = dataRoute;
    if (route.children) dataRoute.children = toDataRoutes(route.children, manifest, treePath);
    return dataRoute;
  });
}

/** The location the browser shows, as the browser history of the data router reads it. */
function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' } as Location;
}

function toUrl(to: To): URL {
  const base = window.location.origin !== 'null' ? window.location.origin : window.location.href;
  const href = (typeof to === 'string' ? to : createPath(to)).replace(/ $/, '%20');
  return new URL(href.startsWith('//') ? base + href : href, base);
}

/**
 * A data router for the first page that hydrates the server's HTML without react-router's navigation engine
 * (`createBrowserRouter`, about half of react-router's bytes). Its state is the server's: the matches of the current
 * location and the loader data the page was rendered with. The engine is created by `createEngine` the first time
 * it is needed (a navigation, a fetcher, a revalidation) or asked for through `load()` (the shell does on the first
 * sign of input); from then on every call, and every subscriber, goes to it. Links therefore work the moment they
 * are visible: before hydration as plain links, after it through the engine, waited for if still on its way.
 */
export function createDeferredRouter(routes: RouteObject[], hydrationData: HydrationState, createEngine: () => Promise<DataRouter>) {
  const manifest: Manifest = {};
  const dataRoutes = toDataRoutes(routes, manifest);
  const location = currentLocation();
  const initialState: RouterState = {
    historyAction: 'POP' as RouterState['historyAction'],
    location,
    matches: (matchRoutes(dataRoutes, location) ?? []) as RouterState['matches'],
    initialized: true,
    renderFallback: false,
    navigation: IDLE_NAVIGATION,
    restoreScrollPosition: false,
    preventScrollReset: false,
    revalidation: 'idle',
    loaderData: hydrationData.loaderData ?? {},
    actionData: hydrationData.actionData ?? null,
    errors: hydrationData.errors ?? null,
    fetchers: new Map(),
    blockers: new Map(),
  };
  /** Each subscriber with its subscription to the engine, once there is one. */
  const subscribers = new Map<Subscriber, (() => void) | undefined>();
  const scrollRestoration: Parameters<DataRouter['enableScrollRestoration']>[] = [];
  let engine: DataRouter | undefined;
  let loading: Promise<DataRouter> | undefined;

  function load(): Promise<DataRouter> {
    loading ??= createEngine().then((created) => {
      engine = created;
      for (const fn of subscribers.keys()) subscribers.set(fn, created.subscribe(fn));
      for (const args of scrollRestoration) engine.enableScrollRestoration(...args);
      // A history entry the browser moved to before the engine came (a hash link and back) is rendered now.
      if (createPath(engine.state.location) !== createPath(location)) {
        for (const fn of subscribers.keys()) fn(engine.state, { deletedFetchers: [], newErrors: null, viewTransitionOpts: undefined, flushSync: false });
      }
      return created;
    });
    return loading;
  }
  /** The engine, now or once it has loaded. */
  const ready = async (): Promise<DataRouter> => engine ?? load();

  const router = {
    get basename() {
      return engine ? engine.basename : '/';
    },
    get future() {
      return engine ? engine.future : {};
    },
    get state() {
      return engine ? engine.state : initialState;
    },
    get routes() {
      return engine ? engine.routes : dataRoutes;
    },
    get manifest() {
      return engine ? engine.manifest : manifest;
    },
    get window() {
      return window;
    },
    match: (to: Parameters<DataRouter['match']>[0]) => (engine ? engine.match(to) : (matchRoutes(dataRoutes, to) as ReturnType<DataRouter['match']>)),
    initialize: () => router as unknown as DataRouter,
    subscribe(fn: Subscriber) {
      subscribers.set(fn, engine?.subscribe(fn));
      return () => {
        subscribers.get(fn)?.();
        subscribers.delete(fn);
      };
    },
    enableScrollRestoration(...args: Parameters<DataRouter['enableScrollRestoration']>) {
      if (engine) return engine.enableScrollRestoration(...args);
      scrollRestoration.push(args);
      return () => void scrollRestoration.splice(scrollRestoration.indexOf(args), 1);
    },
    navigate: async (to: To | number | null, opts?: RouterNavigateOptions) => (await ready()).navigate(to as To | null, opts),
    fetch: async (...args: Parameters<DataRouter['fetch']>) => (await ready()).fetch(...args),
    revalidate: async () => (await ready()).revalidate(),
    createHref: (to: Location | URL) => (engine ? engine.createHref(to) : typeof to === 'string' ? to : createPath(to)),
    createURL: (to: To) => toUrl(to),
    encodeLocation(to: To) {
      const url = toUrl(to);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    getFetcher: (key: string) => (engine ? engine.getFetcher(key) : IDLE_FETCHER),
    resetFetcher: (key: string, opts?: { reason?: unknown }) => engine?.resetFetcher(key, opts),
    deleteFetcher: (key: string) => engine?.deleteFetcher(key),
    getBlocker: (key: string, fn: Parameters<DataRouter['getBlocker']>[1]) => (engine ? engine.getBlocker(key, fn) : IDLE_BLOCKER),
    deleteBlocker: (key: string) => engine?.deleteBlocker(key),
    patchRoutes: (...args: Parameters<DataRouter['patchRoutes']>) => void ready().then((r) => r.patchRoutes(...args)),
    dispose: () => engine?.dispose(),
    _internalSetRoutes: (next: RouteObject[]) => engine?._internalSetRoutes(next),
    _internalSetStateDoNotUseOrYouWillBreakYourApp: (state: Partial<RouterState>) => engine?._internalSetStateDoNotUseOrYouWillBreakYourApp(state),
    get _internalFetchControllers() {
      return engine ? engine._internalFetchControllers : new Map<string, AbortController>();
    },
    /** Starts loading the engine (idempotent); resolves once it serves every call. */
    load,
  };
  return router as unknown as DataRouter & { load: () => Promise<DataRouter> };
}

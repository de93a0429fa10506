/**
 * Loader answers fetched before the navigation asked for them. `take` is set by the browser's preload code (loaded
 * with the navigation engine); kept in a module of its own so the first load carries only this object.
 */
export const prefetchedData: { take?: (routeId: string, url: string, owner: unknown) => Promise<unknown> | undefined } = {};

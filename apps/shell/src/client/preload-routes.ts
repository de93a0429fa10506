import { matchRoutes, type DataRouter, type LoaderFunctionArgs, type RouterContextProvider } from '@shop/router';
import { createLoaderPrefetch, prefetchKey, type PrefetchHandle } from '../app/loader-prefetch.ts';
import { prefetchedData } from '../app/prefetched-data.ts';
import { createPreloadQueue } from './preload-queue.ts';

type LazyRoute = { lazy?: unknown; handle?: unknown };

/** How long a pointer rests on a link before its page's data is fetched too (a pointer passing over fetches only code). */
export const DATA_PREFETCH_DELAY_MS = 80;

/**
 * Loads what a page the visitor is about to open needs, so the navigation finds it there. A pointer over its link
 * or keyboard focus on it: the remote's routes (`ensureRemote`) and the page's lazy modules, at most 4 pages at a
 * time. A pointer resting on the link (`DATA_PREFETCH_DELAY_MS`), a press or focus: also the page's loader data
 * (through the route's `handle.prefetchData`, which checks the guard and keeps the answer for the navigation).
 * Loaded with the navigation engine, never on the first load.
 */
export function preloadRoutesOnIntent(
  router: Pick<DataRouter, 'routes'>,
  ensureRemote: (path: string) => Promise<void>,
  getContext: () => RouterContextProvider,
  doc: Document = document,
): () => void {
  const queue = createPreloadQueue();
  const store = createLoaderPrefetch();
  prefetchedData.take = (routeId, url, owner) => store.take(`${routeId} ${prefetchKey(url)}`, owner);
  const code = async (path: string) => {
    await ensureRemote(path);
    for (const match of matchRoutes(router.routes, path) ?? []) {
      const lazy = (match.route as LazyRoute).lazy;
      if (lazy && typeof lazy === 'object') await Promise.all(Object.values(lazy as Record<string, () => Promise<unknown>>).map((load) => load()));
    }
  };
  const data = async (link: HTMLAnchorElement) => {
    const target = `${link.pathname}${link.search}`;
    // The page itself: its revalidation must never find a prefetched answer.
    if (target === `${doc.location.pathname}${doc.location.search}`) return;
    await ensureRemote(link.pathname);
    const context = getContext();
    for (const match of matchRoutes(router.routes, link.pathname) ?? []) {
      const prefetch = ((match.route as LazyRoute).handle as PrefetchHandle | undefined)?.prefetchData;
      const args = { request: new Request(new URL(target, doc.location.origin)), params: match.params, context } as unknown as LoaderFunctionArgs;
      let call: ReturnType<NonNullable<typeof prefetch>> | undefined;
      try {
        call = prefetch?.(args);
      } catch {
        // The guard would redirect (a guest pointing at a member's page): nothing to fetch.
      }
      if (call) store.prefetch(`${match.route.id} ${target}`, call.owner, call.load);
    }
  };
  const sameSiteLink = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.origin !== doc.location.origin || link.target === '_blank' || link.hasAttribute('download')) return null;
    return link;
  };
  let resting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const stopResting = () => {
    if (resting) clearTimeout(resting.timer);
    resting = undefined;
  };
  const onOver = (event: Event) => {
    const link = sameSiteLink(event);
    if (!link) return;
    queue.add(link.pathname, () => code(link.pathname));
    if (resting?.link === link) return;
    stopResting();
    resting = { link, timer: setTimeout(() => void data(link).catch(() => undefined), DATA_PREFETCH_DELAY_MS) };
  };
  const onOut = (event: Event) => {
    if (resting && event.target instanceof Node && resting.link.contains(event.target) && !(event instanceof MouseEvent && event.relatedTarget instanceof Node && resting.link.contains(event.relatedTarget))) stopResting();
  };
  const onPress = (event: Event) => {
    const link = sameSiteLink(event);
    if (!link) return;
    if (resting?.link === link) stopResting();
    queue.add(link.pathname, () => code(link.pathname));
    void data(link).catch(() => undefined);
  };
  const options = { capture: true, passive: true } as const;
  const listeners = [
    ['pointerover', onOver],
    ['pointerout', onOut],
    ['pointerdown', onPress],
    ['focusin', onPress],
  ] as const;
  for (const [type, fn] of listeners) doc.addEventListener(type, fn, options);
  return () => {
    stopResting();
    for (const [type, fn] of listeners) doc.removeEventListener(type, fn, options);
  };
}

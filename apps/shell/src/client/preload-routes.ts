import { matchRoutes, type DataRouter } from '@shop/router';
import { createPreloadQueue } from './preload-queue.ts';

type LazyRoute = { lazy?: unknown };

/**
 * Loads the code of a page the visitor is about to open (a pointer over its link, or keyboard focus on it): the
 * remote's routes (`ensureRemote`) and the page's lazy modules, at most 4 pages at a time. The navigation then
 * finds everything loaded. Loaded with the navigation engine, never on the first load.
 */
export function preloadRoutesOnIntent(router: Pick<DataRouter, 'routes'>, ensureRemote: (path: string) => Promise<void>, doc: Document = document): () => void {
  const queue = createPreloadQueue();
  const preload = async (path: string) => {
    await ensureRemote(path);
    for (const match of matchRoutes(router.routes, path) ?? []) {
      const lazy = (match.route as LazyRoute).lazy;
      if (lazy && typeof lazy === 'object') await Promise.all(Object.values(lazy as Record<string, () => Promise<unknown>>).map((load) => load()));
    }
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.origin !== doc.location.origin || link.target === '_blank' || link.hasAttribute('download')) return;
    queue.add(link.pathname, () => preload(link.pathname));
  };
  const options = { capture: true, passive: true } as const;
  doc.addEventListener('pointerover', onIntent, options);
  doc.addEventListener('focusin', onIntent, options);
  return () => {
    doc.removeEventListener('pointerover', onIntent, options);
    doc.removeEventListener('focusin', onIntent, options);
  };
}

import type { DataRouter } from '@shop/router';
import { callContract, type ApiTransport, type SeoRecord } from '@shop/api-client';
import { pageTitle } from './page-title.ts';
import { isSeoExempt, seoHead, type SeoHead } from './seo-head.ts';

/** The SEO record lookup through the shop's API. */
export const seoFrom = (api: ApiTransport) => (path: string) => callContract(api, 'GET /api/seo', { query: { u: path } });

/** Spec: SEO records are cached 10 s. */
export const SEO_CACHE_MS = 10_000;

type HeadDocument = Pick<Document, 'head' | 'createElement' | 'title'> & { location: { origin: string } };

function setMeta(doc: HeadDocument, attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = doc.createElement('meta');
    tag.setAttribute(attribute, key);
    doc.head.append(tag);
  }
  tag.setAttribute('content', content);
}

/** Writes a page's head into the document, as the server writes it into the HTML. */
export function applyHead(doc: HeadDocument, head: SeoHead, path: string): void {
  doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'name', 'keywords', head.keywords);
  setMeta(doc, 'property', 'og:title', head.ogTitle);
  setMeta(doc, 'property', 'og:description', head.ogDescription);
  setMeta(doc, 'property', 'og:image', head.ogImage);
  setMeta(doc, 'property', 'og:url', `${doc.location.origin}${path}`);
}

/**
 * Keeps title, description, keywords and Open Graph tags right on client-side navigations: once a navigation has
 * rendered, the page's own title goes in at once, then the path's SEO record (cached 10 s per path) when it
 * arrives, unless the visitor has moved on. A failed lookup leaves the page's own title and the default image.
 */
export function followSeo(
  router: Pick<DataRouter, 'subscribe' | 'state'>,
  fetchSeo: (path: string) => Promise<SeoRecord>,
  doc: HeadDocument = document,
  now: () => number = Date.now,
): () => void {
  const cache = new Map<string, { at: number; record: Promise<SeoRecord | null> }>();
  let shown = router.state.location.pathname;
  const lookup = (path: string): Promise<SeoRecord | null> => {
    const hit = cache.get(path);
    if (hit && now() - hit.at < SEO_CACHE_MS) return hit.record;
    const record = fetchSeo(path).catch(() => null);
    cache.set(path, { at: now(), record });
    return record;
  };
  return router.subscribe((state) => {
    const path = state.location.pathname;
    if (state.navigation.state !== 'idle' || path === shown) return;
    shown = path;
    const ownTitle = pageTitle(state.matches.map((m) => ({ handle: m.route.handle, data: state.loaderData[m.route.id] })));
    applyHead(doc, seoHead(null, ownTitle), path);
    if (isSeoExempt(path)) return;
    void lookup(path).then((record) => {
      if (record && shown === path) applyHead(doc, seoHead(record, ownTitle), path);
    });
  });
}

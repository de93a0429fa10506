import type { SeoRecord } from '@shop/api-client';
import { MESSAGES } from '../messages/ko.ts';
import { isExemptPath } from '../config/exempt-paths.ts';

/** Spec: the default Open Graph image when the SEO record names none. */
export const DEFAULT_OG_IMAGE = '/default-og-image.jpg';

/** Paths whose pages skip the SEO lookup: the one exempt list, shared with visit counting (config/exempt-paths.ts). */
export const isSeoExempt = (path: string): boolean => isExemptPath(path);

/** The head of a page as the shop writes it: title, description, keywords and Open Graph fields. */
export type SeoHead = { title: string; description?: string; keywords?: string; ogTitle: string; ogDescription?: string; ogImage: string };

/**
 * The head of a page from its SEO record (null when there is none or the lookup failed) and the page's own title:
 * a page-specific SEO title wins, the site-wide default record falls back to the page's title. Used by the server
 * render and by client-side navigations alike.
 */
export function seoHead(seo: Partial<SeoRecord> | null, pageTitle: string): SeoHead {
  const seoTitle = seo?.title && seo.title !== MESSAGES.shopName ? seo.title : null;
  const title = seoTitle ? MESSAGES.titleTemplate(seoTitle) : pageTitle;
  return {
    title,
    ...(seo?.description ? { description: seo.description } : {}),
    ...(seo?.keywords ? { keywords: seo.keywords } : {}),
    ogTitle: seo?.ogTitle || title,
    ...(seo?.ogDescription || seo?.description ? { ogDescription: seo.ogDescription || seo.description } : {}),
    ogImage: seo?.ogImage || DEFAULT_OG_IMAGE,
  };
}

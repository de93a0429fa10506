import { MESSAGES } from '../messages/ko.ts';

type MatchLike = { handle?: unknown; data?: unknown };

function titleOf(match: MatchLike): string | undefined {
  const data = match.data as { title?: unknown; seo?: { title?: unknown } } | null | undefined;
  if (data && typeof data === 'object') {
    if (typeof data.seo?.title === 'string' && data.seo.title) return data.seo.title;
    if (typeof data.title === 'string' && data.title) return data.title;
  }
  const handle = match.handle as { title?: unknown } | undefined;
  return typeof handle?.title === 'string' && handle.title ? handle.title : undefined;
}

/**
 * The document title for the deepest match that names one (loader data `seo.title` or `title`, then
 * `handle.title`), in the shop's template; the shop name alone when nothing does.
 */
export function pageTitle(matches: readonly MatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const title = match ? titleOf(match) : undefined;
    if (title) return MESSAGES.titleTemplate(title);
  }
  return MESSAGES.fallbackTitle;
}

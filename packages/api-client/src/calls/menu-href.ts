import type { GnbMenuItem } from '@shop/contracts';
import { safeLink } from '@shop/validators';

/**
 * Where a menu entry leads: external http links as they are, internal targets with a leading slash; '/' for
 * anything the safe-link rule of @shop/validators refuses.
 * @param item A menu entry.
 * @returns The href.
 * @example getMenuHref({ target: 'display/new', isExternalLink: false, index: 1, name: '' }) // '/display/new'
 */
export function getMenuHref(item: Pick<GnbMenuItem, 'target' | 'isExternalLink'>): string {
  const href = item.isExternalLink || /^[a-z][a-z0-9+.-]*:/i.test(item.target) || item.target.startsWith('/') ? item.target : `/${item.target}`;
  return safeLink(href, '/');
}

import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { GnbMenuItem } from '@shop/contracts';

/**
 * `GET /api/common/gnb-list`: the top menu (uncached; see `createCatalogCache`).
 * @param api The transport.
 * @returns The menu entries.
 */
export async function getGnbList(api: ApiTransport): Promise<GnbMenuItem[]> {
  const answer = await callContract(api, 'GET /api/common/gnb-list', {});
  return answer.list ?? [];
}

/**
 * Where a menu entry leads: external http links as they are, internal targets with a leading slash.
 * @param item A menu entry.
 * @returns The href.
 * @example getMenuHref({ target: 'display/new', isExternalLink: false, index: 1, name: '' }) // '/display/new'
 */
export function getMenuHref(item: Pick<GnbMenuItem, 'target' | 'isExternalLink'>): string {
  if (item.isExternalLink || /^https?:\/\//i.test(item.target)) return item.target;
  return item.target.startsWith('/') ? item.target : `/${item.target}`;
}

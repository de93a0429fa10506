import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { CardListQuery, MdItemsResponse } from '@shop/contracts';
import { cardListParams } from './card-list-query.ts';

/**
 * `GET /api/display/md-tags`: the MD pick tags in display order.
 * @param api The transport.
 * @returns The tags (without `#`).
 */
export async function getMdTags(api: ApiTransport): Promise<string[]> {
  return (await callContract(api, 'GET /api/display/md-tags', {})).tags;
}

/**
 * `GET /api/display/md`: the items of a tag (the first tag when `tag` is empty); an unknown tag is a 404.
 * @param api The transport.
 * @param tag The tag.
 * @param query Sort, page and size (24 by default); without a sort the MD's own order applies.
 * @returns The page plus the tag shown.
 */
export function getMdItems(api: ApiTransport, tag: string, query: CardListQuery = {}): Promise<MdItemsResponse> {
  return callContract(api, 'GET /api/display/md', { query: { tag, ...cardListParams(query) } });
}

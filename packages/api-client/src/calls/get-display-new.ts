import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemCard } from '@shop/contracts';
import type { Page } from '@shop/contracts';
import type { CardListQuery } from '@shop/contracts';
import { cardListParams } from './card-list-query.ts';

/**
 * `GET /api/display/new`: a page of new items (newest first unless sorted otherwise).
 * @param api The transport.
 * @param query Sort, page and size (24 by default).
 * @returns The page.
 */
export function getDisplayNew(api: ApiTransport, query: CardListQuery = {}): Promise<Page<ItemCard>> {
  return callContract(api, 'GET /api/display/new', { query: cardListParams(query) });
}

import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemInquiry } from '@shop/contracts';
import type { Page } from '@shop/contracts';

/** Questions per page on the item page. */
export const INQUIRIES_PER_PAGE = 5;

/**
 * `GET /api/item/{itemUserCode}/inquiry`: a page of the item's questions (secret ones of others are masked).
 * @param api The transport.
 * @param itemUserCode The item's public code.
 * @param page 1-based page.
 * @returns The page.
 */
export function getItemInquiries(api: ApiTransport, itemUserCode: string, page = 1): Promise<Page<ItemInquiry>> {
  return callContract(api, 'GET /api/item/:itemUserCode/inquiry', { params: { itemUserCode }, query: { page, size: INQUIRIES_PER_PAGE }, cache: 'no-store' });
}

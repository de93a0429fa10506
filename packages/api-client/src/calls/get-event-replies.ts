import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { EventReply } from '@shop/contracts';
import type { Page } from '@shop/contracts';

/** Comments per page of an event. */
export const EVENT_REPLIES_PER_PAGE = 5;

/**
 * `GET /api/event/replies`: a page of an event's comments (5 per page).
 * @param api The transport.
 * @param featuredId The event id.
 * @param page 1-based page.
 * @returns The page.
 */
export function getEventReplies(api: ApiTransport, featuredId: number, page = 1): Promise<Page<EventReply>> {
  return callContract(api, 'GET /api/event/replies', { query: { featuredId, page, itemsPerPage: EVENT_REPLIES_PER_PAGE }, cache: 'no-store' });
}

import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { EventSummary } from '@shop/contracts';
import type { Page } from '@shop/contracts';

/** Events per page of the list. */
export const EVENTS_PER_PAGE = 10;

/**
 * `GET /api/event`: a page of events (running first).
 * @param api The transport.
 * @param page 1-based page.
 * @param size Events per page (default 10).
 * @returns The page.
 */
export function getEvents(api: ApiTransport, page = 1, size = EVENTS_PER_PAGE): Promise<Page<EventSummary>> {
  return callContract(api, 'GET /api/event', { query: { page, size } });
}

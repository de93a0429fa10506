import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/visit/uv`: registers a unique visitor (spec section 7; never cached).
 * @param api The transport.
 * @param visitorId The visitor id; left out, the API takes the SALESONID header.
 */
export async function postUniqueVisit(api: ApiTransport, visitorId?: string): Promise<void> {
  await callContract(api, 'POST /api/visit/uv', { body: visitorId ? { visitorId } : {} });
}

/**
 * `POST /api/visit/pv`: records a page view of `uri` (never cached).
 * @param api The transport.
 * @param uri Path and query of the page.
 * @param visitorId The visitor id; left out, the API takes the SALESONID header.
 */
export async function postPageView(api: ApiTransport, uri: string, visitorId?: string): Promise<void> {
  await callContract(api, 'POST /api/visit/pv', { body: visitorId ? { visitorId, uri } : { uri } });
}

/** One page view of a `POST /api/visit/batch`: who, what path and query, and whether this view minted the visitor. */
export type BufferedPageView = { visitorId: string; uri: string; newVisitor?: boolean };

/**
 * `POST /api/visit/batch`: records many page views (and their new visitors) in one call (never cached).
 * @param api The transport.
 * @param views At most `VISIT_BATCH_MAX` (500) views.
 * @returns How many views the API recorded.
 */
export async function postVisitBatch(api: ApiTransport, views: readonly BufferedPageView[]): Promise<number> {
  const answer = await callContract(api, 'POST /api/visit/batch', { body: { views: [...views] } });
  return answer.recorded;
}

/**
 * `POST /api/kakao/sender`: the member's messenger channel id ('' without a channel).
 * @param api A transport carrying the member's token.
 */
export async function getMessengerSender(api: ApiTransport): Promise<string> {
  return (await callContract(api, 'POST /api/kakao/sender', {})).auid;
}

/** A notification to the messenger channel (spec section 7, "Messenger integration"). */
export type MessengerNotice =
  | { kind: 'add-to-cart'; arrayRequiredItems: string[] }
  | { kind: 'wishlist'; itemId: number }
  | { kind: 'order'; orderCode: string; orderSequence: number }
  | { kind: 'refund'; orderCode: string; orderSequence: number; claimApplyItemKeys: string[] }
  | { kind: 'all-refund'; orderCode: string; orderSequence: number }
  | { kind: 'review'; reviewId: number };

/**
 * Sends one notification through its messenger endpoint (one per kind, prefix /api/kakao).
 * @param api A transport carrying the member's token.
 * @param notice What happened.
 */
export async function notifyMessenger(api: ApiTransport, notice: MessengerNotice): Promise<void> {
  switch (notice.kind) {
    case 'add-to-cart':
      await callContract(api, 'POST /api/kakao/add-to-cart', { body: { arrayRequiredItems: notice.arrayRequiredItems } });
      return;
    case 'wishlist':
      await callContract(api, 'POST /api/kakao/wishlist/:id', { params: { id: notice.itemId } });
      return;
    case 'order':
      await callContract(api, 'POST /api/kakao/order/:orderCode/:orderSequence', { params: { orderCode: notice.orderCode, orderSequence: notice.orderSequence } });
      return;
    case 'refund':
      await callContract(api, 'POST /api/kakao/refund/:orderCode/:orderSequence', {
        params: { orderCode: notice.orderCode, orderSequence: notice.orderSequence },
        body: { claimApplyItemKeys: notice.claimApplyItemKeys },
      });
      return;
    case 'all-refund':
      await callContract(api, 'POST /api/kakao/all-refund/:orderCode/:orderSequence', { params: { orderCode: notice.orderCode, orderSequence: notice.orderSequence } });
      return;
    case 'review':
      await callContract(api, 'POST /api/kakao/review/:id', { params: { id: notice.reviewId } });
  }
}

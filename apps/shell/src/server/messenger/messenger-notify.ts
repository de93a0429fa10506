import { callContract, type ApiTransport } from '@shop/api-client';

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

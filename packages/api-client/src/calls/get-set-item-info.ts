import { ApiError } from '../errors/api-error.ts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { SetItemInfo } from '@shop/contracts';

/**
 * `GET /api/cart/set-item-info/{cartId}`: the components of a set line. An answer without `buyItems` (null or
 * missing) is an `ApiError` with code `SET_ITEM_INFO_EMPTY`, never an empty list shown as if the set had no parts.
 */
export async function getSetItemInfo(api: ApiTransport, cartId: number): Promise<SetItemInfo['buyItems']> {
  const answer = (await callContract(api, 'GET /api/cart/set-item-info/:cartId', { params: { cartId }, cache: 'no-store' })) as Partial<SetItemInfo> | null;
  if (!answer || !Array.isArray(answer.buyItems)) {
    throw new ApiError({ status: 500, code: 'SET_ITEM_INFO_EMPTY', method: 'GET', path: `/api/cart/set-item-info/${cartId}` });
  }
  return answer.buyItems;
}

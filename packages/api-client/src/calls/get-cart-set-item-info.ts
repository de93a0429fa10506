import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { ApiError } from '../errors/api-error.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { BuyItem } from '../types/cart.ts';

/**
 * `GET /api/cart/set-item-info/{cartId}`: the members of a set line.
 * Rejects with code `SET_ITEM_INFO_EMPTY` when `buyItems` is null or missing.
 * @param api The transport.
 * @param cartId The set line.
 * @returns The set's lines.
 */
export async function getCartSetItemInfo(api: ApiTransport, cartId: number): Promise<BuyItem[]> {
  const path = `/api/cart/set-item-info/${cartId}`;
  const answer = await api<{ buyItems?: BuyItem[] | null } | null>({ path });
  if (!answer || !Array.isArray(answer.buyItems)) throw new ApiError({ code: API_ERROR_CODES.SET_ITEM_INFO_EMPTY, method: 'GET', path });
  return answer.buyItems;
}

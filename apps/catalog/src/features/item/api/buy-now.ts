import { callContract } from '@shop/api-client';
import type { AddToCartInput, ApiTransport } from '@shop/api-client';
import { paths } from '../../../config/paths.ts';

/**
 * 바로구매: an order sheet of the chosen lines (`POST /api/order/buy`; the cart is not touched), and where to open
 * it: the order sheet for a member, the guest terms first for a guest.
 */
export async function buyNow(api: ApiTransport, lines: AddToCartInput, loggedIn: boolean): Promise<string> {
  const sheetId = (await callContract(api, 'POST /api/order/buy', { body: lines })).orderSheetId;
  return loggedIn ? paths.checkout.getHref(sheetId) : paths.guestAgreement.getHref(sheetId);
}

import { callContract, getUserMessage, isCallError } from '@shop/api-client';
import type { ApiTransport, OrderDetail, OrderPlaced, SaveOrderInput } from '@shop/api-client';
import { REFRESH_CODES } from '../save-input.ts';

/** What happened to a placement: done (the completion page), on to the PG, the sheet to refresh, or an error to show. */
export type SubmitOutcome =
  | { kind: 'complete'; placed: OrderPlaced; detail: OrderDetail | null }
  | { kind: 'toss'; placed: OrderPlaced }
  | { kind: 'refresh'; message: string }
  | { kind: 'error'; message: string };

/**
 * Places the order (`POST /api/order/save`). A bank transfer or an order with nothing to pay is complete; a guest's
 * order is read back at once with the password just typed (`POST /api/order/guest/detail`), so the completion page
 * can show it. Sold out, a changed price or a coupon or points no longer usable: the sheet must be loaded again
 * (nothing was charged). Any other refusal keeps the sheet as it is.
 */
export async function submitOrder(api: ApiTransport, input: SaveOrderInput): Promise<SubmitOutcome> {
  let placed: OrderPlaced;
  try {
    placed = await callContract(api, 'POST /api/order/save', { body: input });
  } catch (error) {
    const message = getUserMessage(error);
    return isCallError(error, 'POST /api/order/save') && error.code !== undefined && REFRESH_CODES.includes(error.code) ? { kind: 'refresh', message } : { kind: 'error', message };
  }
  if (placed.nextStep === 'TOSS') return { kind: 'toss', placed };
  const detail = input.guestPassword ? await callContract(api, 'POST /api/order/guest/detail', { body: { orderCode: placed.orderCode, guestPassword: input.guestPassword }, cache: 'no-store' }).catch(() => null) : null;
  return { kind: 'complete', placed, detail };
}

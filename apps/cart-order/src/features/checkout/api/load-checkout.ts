import { callContract, getUserMessage, isApiError, isCallError } from '@shop/api-client';
import type { OrderSheet } from '@shop/api-client';
import { data, redirect } from '@shop/router';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { formatDateTime } from '@shop/validators';
import { paths } from '../../../config/paths.ts';

/** What `/order/checkout` shows. */
export type CheckoutData = {
  sheet: OrderSheet;
  /** The Korean message of a payment that failed or was cancelled at the PG (Toss's `failUrl`). */
  notice: string | null;
  /** A guest came through the guest terms. */
  guestAgreed: boolean;
  /** The last day to deposit a bank transfer placed now (Asia/Seoul), `YYYY-MM-DD`. */
  depositDeadline: string;
};

const DAY_MS = 86_400_000;

/**
 * `/order/checkout?sheet=…`: the order sheet with 최대 혜택 applied (`POST /api/order/payment-step`). Toss's
 * `failUrl` comes back here with `orderId` and `code`: the unpaid order is cancelled first (`POST
 * /api/order/toss/fail`, which opens the sheet again) and its Korean message is shown. A guest who has not accepted
 * the guest terms goes to `/order/guest-agreement`; no sheet goes to the cart; an unknown sheet is the 404.
 */
export async function loadCheckout({ request, context }: LoaderFunctionArgs): Promise<CheckoutData> {
  const { api, now } = context.get(appContext);
  const url = new URL(request.url);
  const sheetId = url.searchParams.get('sheet');
  if (!sheetId) throw redirect(paths.cart.getHref());
  const failedOrder = url.searchParams.get('orderId');
  const code = url.searchParams.get('code');
  const notice = failedOrder && code ? await callContract(api, 'POST /api/order/toss/fail', { body: { orderCode: failedOrder, code } }).then((answer) => answer.message).catch((error: unknown) => getUserMessage(error)) : null;
  let sheet: OrderSheet;
  try {
    sheet = await callContract(api, 'POST /api/order/payment-step', { body: { orderSheetId: sheetId }, cache: 'no-store' });
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
    if (isCallError(error, 'POST /api/order/payment-step') && error.code === 'ORDER_SHEET_USED') throw redirect(paths.cart.getHref());
    throw error;
  }
  const guestAgreed = url.searchParams.get('guest') === 'Y';
  if (!sheet.isLogin && !guestAgreed) throw redirect(paths.guestAgreement.getHref(sheetId));
  return { sheet, notice, guestAgreed, depositDeadline: formatDateTime(now + sheet.config.bankDepositDueDay * DAY_MS, 'date') };
}

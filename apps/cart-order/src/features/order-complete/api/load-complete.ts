import { callContract, cartCountOf, isApiError, isCallError } from '@shop/api-client';
import type { OrderDetail } from '@shop/api-client';
import { data, redirect } from '@shop/router';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext, cartCountAtom, isLoggedInAtom } from '@shop/session';
import { paths } from '../../../config/paths.ts';

/** What `/order/complete` shows: the order read by the server, or null for a guest (the page then uses what the sheet handed over). */
export type CompleteData = { orderCode: string; detail: OrderDetail | null; isLogin: boolean };

/**
 * `/order/complete?orderCode=…`. Toss's `successUrl` lands here with `paymentKey`, `orderId` and `amount`: the
 * server confirms the payment (`POST /api/order/toss/confirm`, the amount checked there); a refused confirm goes
 * back to the sheet through its `failUrl` path (the order is cancelled there and the sheet opened again). A member's
 * order is read with `GET /api/order/detail`; an unknown one is the 404. The header's cart count is read again:
 * the order took the bought lines out of the cart.
 */
export async function loadComplete(args: LoaderFunctionArgs): Promise<CompleteData> {
  const complete = await readComplete(args);
  const { api, store } = args.context.get(appContext);
  store.set(cartCountAtom, await callContract(api, 'GET /api/cart/count', { cache: 'no-store' }).then(cartCountOf).catch(() => store.get(cartCountAtom)));
  return complete;
}

async function readComplete({ request, context }: LoaderFunctionArgs): Promise<CompleteData> {
  const { api, store } = context.get(appContext);
  const url = new URL(request.url);
  const orderCode = url.searchParams.get('orderCode') ?? url.searchParams.get('orderId');
  if (!orderCode) throw redirect(paths.home.getHref());
  const isLogin = store.get(isLoggedInAtom);
  const paymentKey = url.searchParams.get('paymentKey');
  if (paymentKey) {
    try {
      const detail = await callContract(api, 'POST /api/order/toss/confirm', { body: { orderCode, paymentKey, amount: Number(url.searchParams.get('amount') ?? 0) } });
      return { orderCode, detail, isLogin };
    } catch (error) {
      const sheet = url.searchParams.get('sheet');
      const replayed = isCallError(error, 'POST /api/order/toss/confirm') && error.code === 'PAYMENT_NOT_PENDING';
      if (!replayed && sheet) throw redirect(`${paths.checkout.getHref(sheet, { guest: !isLogin })}&orderId=${encodeURIComponent(orderCode)}&code=PAY_PROCESS_ABORTED`);
      if (!replayed) throw error;
    }
  }
  if (!isLogin) return { orderCode, detail: null, isLogin };
  try {
    return { orderCode, detail: await callContract(api, 'GET /api/order/detail', { query: { orderCode }, cache: 'no-store' }), isLogin };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

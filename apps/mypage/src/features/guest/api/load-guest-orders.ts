import { callContract, type OrderSummary } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';

/** What /guest/orders shows: the order the guest looked up. */
export type GuestOrdersData = { orders: OrderSummary[] };

/** `/guest/orders` (guard auth-guest). */
export async function loadGuestOrders({ context }: LoaderFunctionArgs): Promise<GuestOrdersData> {
  const { api } = context.get(appContext);
  return { orders: (await callContract(api, 'GET /api/guest/orders', { cache: 'no-store' })).list };
}

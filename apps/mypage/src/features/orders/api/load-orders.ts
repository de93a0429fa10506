import { callContract, type OrderList } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { dateOf, pageOf } from '../../../lib/not-found.ts';

/** What /mypage/orders shows: a page of the member's orders for the period and keyword in the URL. */
export type OrdersData = { orders: OrderList };

/** `/mypage/orders?searchStartDate=&searchEndDate=&query=&page=`. */
export async function loadOrders({ request, context }: LoaderFunctionArgs): Promise<OrdersData> {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const query = (params.get('query') ?? '').slice(0, 50);
  return { orders: await callContract(api, 'GET /api/order', { query: { page: pageOf(params), size: 10, searchStartDate: dateOf(params, 'searchStartDate'), searchEndDate: dateOf(params, 'searchEndDate'), query }, cache: 'no-store' }) };
}

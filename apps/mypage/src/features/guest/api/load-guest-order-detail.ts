import { getGuestOrderDetail, getGuestOrders, type OrderDetail, type OrderSummary } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { rethrowAsNotFound } from '../../../lib/not-found.ts';

/** The guest's order in full with its buttons. */
export type GuestOrderDetailData = { detail: OrderDetail; summary: OrderSummary | null };

/** `/guest/orders/{orderCode}`: any order but the guest's own is a 404. */
export async function loadGuestOrderDetail({ params, context }: LoaderFunctionArgs): Promise<GuestOrderDetailData> {
  const { api } = context.get(appContext);
  const orderCode = params.id ?? '';
  const [detail, list] = await Promise.all([getGuestOrderDetail(api, orderCode).catch(rethrowAsNotFound), getGuestOrders(api)]);
  return { detail, summary: list.list.find((o) => o.orderCode === orderCode) ?? null };
}

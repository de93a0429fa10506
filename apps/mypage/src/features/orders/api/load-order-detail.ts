import { callContract, type OrderDetail, type OrderSummary } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { rethrowAsNotFound } from '../../../lib/not-found.ts';

/** The order in full and its summary (the buttons of its state). */
export type OrderDetailData = { detail: OrderDetail; summary: OrderSummary | null };

/** `/mypage/orders/{orderCode}`: another member's or an unknown order is a 404. */
export async function loadOrderDetail({ params, context }: LoaderFunctionArgs): Promise<OrderDetailData> {
  const { api } = context.get(appContext);
  const orderCode = params.id ?? '';
  const detail = await callContract(api, 'GET /api/order/detail', { query: { orderCode }, cache: 'no-store' }).catch(rethrowAsNotFound);
  // The summary carries the buttons of the order's state and its reviewable lines.
  const list = await callContract(api, 'GET /api/order', { query: { orderCode, size: 1 }, cache: 'no-store' });
  return { detail, summary: list.content[0] ?? null };
}

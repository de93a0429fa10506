import { callContract, type OrderClaim, type OrderDetail, type OrderSummary } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { rethrowAsNotFound } from '../../../lib/not-found.ts';

/** The guest's order in full with its buttons, and its cancel, return and exchange requests (a guest has no claims page). */
export type GuestOrderDetailData = { detail: OrderDetail; summary: OrderSummary | null; claims: OrderClaim[] };

const CLAIM_TYPES = ['CANCEL', 'RETURN', 'EXCHANGE'] as const;

/** `/guest/orders/{orderCode}`: any order but the guest's own is a 404. */
export async function loadGuestOrderDetail({ params, context }: LoaderFunctionArgs): Promise<GuestOrderDetailData> {
  const { api } = context.get(appContext);
  const orderCode = params.id ?? '';
  const [detail, list, ...claims] = await Promise.all([
    callContract(api, 'GET /api/guest/order-detail', { query: { orderCode }, cache: 'no-store' }).catch(rethrowAsNotFound), callContract(api, 'GET /api/guest/orders', { cache: 'no-store' }),
    ...CLAIM_TYPES.map((claimType) => callContract(api, 'GET /api/order/claims', { query: { claimType, size: 50 }, cache: 'no-store' })),
  ]);
  const mine = claims.flatMap((page) => page.content).filter((c) => c.orderCode === orderCode).sort((a, b) => (a.createdDate < b.createdDate ? -1 : a.createdDate > b.createdDate ? 1 : 0));
  return { detail, summary: list.list.find((o) => o.orderCode === orderCode) ?? null, claims: mine };
}

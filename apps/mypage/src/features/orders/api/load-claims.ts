import { callContract, type OrderClaim, type Page } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { pageOf } from '../../../lib/not-found.ts';

const TYPES = ['CANCEL', 'RETURN', 'EXCHANGE'] as const;

/** What /mypage/orders/claims shows: the claims of the chosen type. */
export type ClaimsData = { claimType: (typeof TYPES)[number]; claims: Page<OrderClaim> };

/** `/mypage/orders/claims?claimType=&page=`. */
export async function loadClaims({ request, context }: LoaderFunctionArgs): Promise<ClaimsData> {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const claimType = TYPES.find((t) => t === params.get('claimType')) ?? 'CANCEL';
  return { claimType, claims: await callContract(api, 'GET /api/order/claims', { query: { claimType, page: pageOf(params) }, cache: 'no-store' }) };
}

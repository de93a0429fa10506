import { callContract, type BusinessOrders, type BusinessStatus } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type BusinessData = { title: string; status: BusinessStatus; orders: BusinessOrders };

/** `/business` (business members): the business profile and the paid orders with their tax invoice requests. */
export async function loadBusiness({ context }: LoaderFunctionArgs): Promise<BusinessData> {
  const { api } = context.get(appContext);
  const [status, orders] = await Promise.all([callContract(api, 'GET /api/business/status', { cache: 'no-store' }), callContract(api, 'GET /api/business/orders', { cache: 'no-store' })]);
  return { title: messages.titles.business, status, orders };
}

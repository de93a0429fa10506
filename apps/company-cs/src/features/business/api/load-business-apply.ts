import { callContract, type BusinessStatus } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type BusinessApplyData = { title: string; status: BusinessStatus };

/** `/business/apply` (members): the member's application, if any. */
export async function loadBusinessApply({ context }: LoaderFunctionArgs): Promise<BusinessApplyData> {
  const { api } = context.get(appContext);
  return { title: messages.titles.businessApply, status: await callContract(api, 'GET /api/business/status', { cache: 'no-store' }) };
}

import { callContract, type CsInquiryPage } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type InquiriesData = CsInquiryPage & { title: string };

/** `/customer/inquiries?page=` (members): the member's 1:1 inquiries. */
export async function loadInquiries({ request, context }: LoaderFunctionArgs): Promise<InquiriesData> {
  const { api } = context.get(appContext);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  return { title: messages.titles.inquiries, ...(await callContract(api, 'GET /api/qna/inquiry', { query: { page, size: 10 }, cache: 'no-store' })) };
}

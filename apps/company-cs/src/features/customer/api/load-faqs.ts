import { callContract, type FaqPage } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type FaqsData = FaqPage & { title: string; faqType: string; query: string };

/** `/customer/faqs?faqType=&query=&page=`: the FAQ of a type, searched. */
export async function loadFaqs({ request, context }: LoaderFunctionArgs): Promise<FaqsData> {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const faqType = params.get('faqType') ?? '';
  const query = (params.get('query') ?? '').slice(0, 50);
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { title: messages.titles.faqs, faqType, query, ...(await callContract(api, 'GET /api/faq', { query: { faqType: faqType || undefined, query: query || undefined, page, size: 10 } })) };
}

import { callContract, type CompanyPageAnswer, type CompanyPageKey } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { rethrowAsNotFound } from '../../../lib/not-found.ts';

export type CompanyPageData = CompanyPageAnswer & { title: string };

/** `/company/{key}`: the page's stored content (the key is the last segment of the path). */
export async function loadCompanyPage({ request, context }: LoaderFunctionArgs): Promise<CompanyPageData> {
  const { api } = context.get(appContext);
  const key = new URL(request.url).pathname.split('/').pop() as CompanyPageKey;
  const answer = await callContract(api, 'GET /api/company/pages/:pageKey', { params: { pageKey: key } }).catch(rethrowAsNotFound);
  return { ...answer, title: answer.page.title };
}

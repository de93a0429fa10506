import { callContract, type NoticePage } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { messages } from '../../../messages/ko.ts';

export type NoticesData = NoticePage & { title: string };

/** `/customer/notices?page=`: pinned notices and a page of the others. */
export async function loadNotices({ request, context }: LoaderFunctionArgs): Promise<NoticesData> {
  const { api } = context.get(appContext);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  return { title: messages.titles.notices, ...(await callContract(api, 'GET /api/notice', { query: { page, size: 10 } })) };
}

import { callContract, cardListParams } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { formatBusinessNumber } from '@shop/validators';
import { readCardList } from '../../../lib/list-params.ts';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';
import { toCardPage, type CardPageData } from '../../../lib/page-data.ts';
import { SELLER_MESSAGES } from '../../../messages/seller.ko.ts';

/** Items per page of a seller's shop. */
export const SELLER_PAGE_SIZE = 24;

type SellerItems = Awaited<ReturnType<typeof callContract<'GET /api/seller/:id/items'>>>;

/** Loader data of `/sellers/:id`. */
export type SellerData = { title: string; seller: SellerItems['seller']; page: CardPageData };

/** Loads a seller and a sorted page of its items; an id that is not a number or names no seller is a 404. */
export async function loadSeller({ params, request, context }: LoaderFunctionArgs): Promise<SellerData> {
  const raw = params.id ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) notFound();
  const { api } = context.get(appContext);
  const list = readCardList(new URL(request.url).searchParams, SELLER_PAGE_SIZE);
  const answer = await callContract(api, 'GET /api/seller/:id/items', { params: { id: Number(raw) }, query: cardListParams(list) }).catch((error: unknown) =>
    rethrowAsNotFound(error),
  );
  // Written 3-2-5 here, in the loader's lazy chunk, rather than in the page's first-load code.
  return { title: SELLER_MESSAGES.title(answer.seller.name), seller: { ...answer.seller, businessNumber: formatBusinessNumber(answer.seller.businessNumber) }, page: toCardPage(answer) };
}

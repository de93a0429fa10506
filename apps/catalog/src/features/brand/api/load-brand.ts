import { callContract, cardListParams } from '@shop/api-client';
import type { Brand } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readCardList } from '../../../lib/list-params.ts';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';
import { toCardPage, type CardPageData } from '../../../lib/page-data.ts';

/** Items per page of a brand page. */
export const BRAND_PAGE_SIZE = 24;

/** Loader data of `/brands/:id`. */
export type BrandData = { title: string; brand: Brand; page: CardPageData };

/** Loads a brand and a sorted page of its items; an id that is not a number or names no brand is a 404. */
export async function loadBrand({ params, request, context }: LoaderFunctionArgs): Promise<BrandData> {
  const raw = params.id ?? '';
  if (!/^[1-9]\d{0,8}$/.test(raw)) notFound();
  const { api } = context.get(appContext);
  const answer = await callContract(api, 'GET /api/brand/:id/items', { params: { id: Number(raw) }, query: cardListParams(readCardList(new URL(request.url).searchParams, BRAND_PAGE_SIZE)) }).catch((error: unknown) =>
    rethrowAsNotFound(error),
  );
  return { title: answer.brand.name, brand: answer.brand, page: toCardPage(answer) };
}

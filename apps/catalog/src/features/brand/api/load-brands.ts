import { callContract } from '@shop/api-client';
import type { Brand } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

/** Loader data of `/brands`. */
export type BrandsData = { title: string; brands: Brand[] };

/** Loads every brand with items, in display order. */
export async function loadBrands({ context }: LoaderFunctionArgs): Promise<BrandsData> {
  const { api } = context.get(appContext);
  return { title: SHOWCASE_MESSAGES.titles.brands, brands: (await callContract(api, 'GET /api/brand', {})).list };
}

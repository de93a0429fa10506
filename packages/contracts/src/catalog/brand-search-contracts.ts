import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, text } from '../define/fields.ts';
import { cardListEntries, CardListQuerySchema } from '../define/list-query.ts';
import { BrandItemsResponseSchema, BrandListResponseSchema, BrandSchema, SearchInfoSchema, SearchResultResponseSchema } from '../wire/showcase.ts';

const brandId = fields({ id: id('brandId') });

/** `GET /api/brand`: every brand in display order. */
export const getBrandsContract = defineContract({ method: 'GET', path: '/api/brand', answer: BrandListResponseSchema, sample: {} });

/** `GET /api/brand/main`: the home page's brands. */
export const getMainBrandsContract = defineContract({
  method: 'GET',
  path: '/api/brand/main',
  answer: BrandListResponseSchema,
  sample: {},
});

/** `GET /api/brand/{id}`: one brand. */
export const getBrandContract = defineContract({
  method: 'GET',
  path: '/api/brand/:id',
  params: brandId,
  answer: BrandSchema,
  errors: ['BRAND_NOT_FOUND'],
  ownership: { notOwned: 'public brand' },
  sample: (seeded) => ({ params: { id: seeded.brandId } }),
});

/** `GET /api/brand/{id}/items`: a page of the brand's items plus the brand. */
export const getBrandItemsContract = defineContract({
  method: 'GET',
  path: '/api/brand/:id/items',
  params: brandId,
  query: CardListQuerySchema,
  answer: BrandItemsResponseSchema,
  errors: ['BRAND_NOT_FOUND'],
  ownership: { notOwned: 'public brand' },
  sample: (seeded) => ({ params: { id: seeded.brandId }, query: { size: 3 } }),
});

/** `GET /api/search/result?query=`: items matching every word of the query. */
export const searchItemsContract = defineContract({
  method: 'GET',
  path: '/api/search/result',
  query: fields({ ...cardListEntries, query: v.optional(text('query', { max: 100 })) }),
  answer: SearchResultResponseSchema,
  sample: { query: { query: 'P1', page: 1, size: 5 } },
});

/** `GET /api/search/info`: the most searched keywords and the recommendation. */
export const getSearchInfoContract = defineContract({
  method: 'GET',
  path: '/api/search/info',
  answer: SearchInfoSchema,
  sample: {},
});

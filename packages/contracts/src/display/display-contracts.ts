import { defineContract } from '../define/define-contract.ts';
import { fields, text } from '../define/fields.ts';
import { GnbListResponseSchema, SeoRecordSchema, TopBannerResponseSchema } from '../wire/display.ts';

/** `GET /api/common/gnb-list`: the top menu. */
export const getGnbListContract = defineContract({ method: 'GET', path: '/api/common/gnb-list', answer: GnbListResponseSchema, sample: {} });

/** `GET /api/display/top-banner`: the top banners for PC and mobile. */
export const getTopBannerContract = defineContract({
  method: 'GET',
  path: '/api/display/top-banner',
  answer: TopBannerResponseSchema,
  sample: {},
});

/** `GET /api/seo?u=<path>`: the head tags of a page. */
export const getSeoContract = defineContract({
  method: 'GET',
  path: '/api/seo',
  query: fields({ u: text('u', { min: 1, max: 2000 }) }),
  answer: SeoRecordSchema,
  sample: (seeded) => ({ query: { u: `/items/${seeded.itemUserCode}` } }),
});

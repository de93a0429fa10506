import { callContract } from '@shop/api-client';
import { INQUIRIES_PER_PAGE, reviewsQuery } from './community-query.ts';
import type { ItemDetailResponse, ItemInquiry, ItemLabel, Page, ReviewPage } from '@shop/api-client';
import { withSections } from '@shop/ui';
import type { ProductCardItem } from '@shop/ui';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { formatBusinessNumber } from '@shop/validators';
import { toCardItem } from '../../../lib/card-item.ts';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';
import type { ShippingTerms } from '../utils/shipping-text.ts';
import { toBuyItem, type BuyItem } from './buy-item.ts';
import { ITEM_SECTIONS } from '../components/item-sections.ts';

/** A category step of the item breadcrumb. */
export type ItemCrumb = { url: string; name: string };

/** Loader data of `/items/:id` (plain JSON). */
export type ItemPageData = {
  /** Document title (read by the shell). */
  title: string;
  itemId: number;
  itemUserCode: string;
  itemName: string;
  itemSummary: string;
  brand: string;
  brandId: number | null;
  sellerId: number;
  sellerName: string;
  itemPrice: number;
  presentPrice: number;
  salePrice: number;
  discountRate: number;
  labels: ItemLabel[];
  soldOut: boolean;
  images: string[];
  originCountry: string;
  shipping: ShippingTerms & { extraJeju: number; extraIsland: number };
  /** Admin HTML from the API. */
  detailContent: string;
  /** Delivery, exchange and return notice (admin HTML). */
  deliveryInfo: string;
  infos: Array<{ title: string; description: string }>;
  seller: { representativeName: string; businessNumber: string; businessLocation: string; deliveryCompanyName: string };
  reviewCount: number;
  displayReviewScore: number;
  earnPoint: { point: number; pointRate: number } | null;
  cardBenefits: { subject: string; content: string } | null;
  freeGiftText: string;
  /** Coupons can be downloaded: the item and every set member allow them (spec section 5). */
  couponAllowed: boolean;
  /** What the buy box needs. */
  buy: BuyItem;
  /** Top level → deepest category of the item's first category path. */
  trail: ItemCrumb[];
  related: ProductCardItem[];
  reviews: ReviewPage | null;
  inquiries: Page<ItemInquiry> | null;
  /** Site origin, for absolute URLs in structured data. */
  origin: string;
};

function galleryImages(item: ItemDetailResponse['item']): string[] {
  const images = (item.images ?? []).filter(Boolean);
  if (images.length > 0) return images;
  return item.itemImage ? [item.itemImage] : [];
}

/** The extra parts of the page, each optional: a failure leaves its section empty instead of failing the page. */
export type ItemExtras = { related: ProductCardItem[]; reviews: ReviewPage | null; inquiries: Page<ItemInquiry> | null; origin: string };

const NO_EXTRAS: ItemExtras = { related: [], reviews: null, inquiries: null, origin: '' };

/** Shapes the API answers into the page data. */
export function toItemPageData(answer: ItemDetailResponse, extras: ItemExtras = NO_EXTRAS): ItemPageData {
  const { item } = answer;
  const path = answer.breadcrumbs?.[0]?.breadcrumbCategories ?? [];
  const sets = item.itemSets ?? [];
  return {
    title: item.itemName,
    itemId: item.itemId,
    itemUserCode: item.itemUserCode,
    itemName: item.itemName,
    itemSummary: item.itemSummary ?? '',
    brand: item.brand ?? '',
    brandId: item.brandId ?? null,
    sellerId: item.sellerId,
    sellerName: item.sellerName ?? '',
    itemPrice: item.itemPrice ?? item.salePrice,
    presentPrice: item.presentPrice,
    salePrice: item.salePrice,
    discountRate: item.discountRate,
    labels: item.labels ?? [],
    soldOut: item.itemSoldOutFlag === 'Y',
    images: galleryImages(item),
    originCountry: item.originCountry ?? '',
    shipping: {
      shippingType: item.shippingType,
      shipping: item.shipping ?? 0,
      shippingFreeAmount: item.shippingFreeAmount ?? 0,
      shippingItemCount: item.shippingItemCount ?? 0,
      extraJeju: item.shippingExtraCharge1 ?? 0,
      extraIsland: item.shippingExtraCharge2 ?? 0,
    },
    detailContent: item.detailContent ?? '',
    deliveryInfo: answer.deliveryInfo ?? '',
    infos: item.infos ?? [],
    seller: {
      representativeName: item.representativeName ?? '',
      businessNumber: formatBusinessNumber(item.businessNumber ?? ''),
      businessLocation: item.businessLocation ?? '',
      deliveryCompanyName: item.deliveryCompanyName ?? '',
    },
    reviewCount: item.reviewCount ?? 0,
    displayReviewScore: item.displayReviewScore ?? 0,
    earnPoint: answer.itemEarnPoint ? { point: answer.itemEarnPoint.point, pointRate: answer.itemEarnPoint.pointRate } : null,
    cardBenefits: answer.cardBenefits ? { subject: answer.cardBenefits.subject, content: answer.cardBenefits.content } : null,
    freeGiftText: item.freeGiftItemText ?? '',
    couponAllowed: item.couponUseFlag === 'Y' && sets.every((part) => part.couponUseFlag === 'Y'),
    buy: toBuyItem(item),
    trail: path.map((category) => ({ url: category.url, name: category.name })),
    ...extras,
  };
}

async function optional<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

/**
 * Loads an item by its public code (`/items/:id`; unknown codes are a 404), with its related items and the first
 * page of reviews and questions, all in one round trip. Whether it is on the wishlist comes from `wishlistIdsAtom` (loaded by the shell).
 */
async function loadItemData(args: LoaderFunctionArgs): Promise<ItemPageData> {
  const code = args.params.id;
  if (!code) notFound();
  const { api } = args.context.get(appContext);
  // All four at once: the extras need only the code, and an unknown code is a 404 whatever they answer.
  const [answer, related, reviews, inquiries] = await Promise.all([
    callContract(api, 'GET /api/item/:itemUserCode', { params: { itemUserCode: code } }).catch((error: unknown): ItemDetailResponse => rethrowAsNotFound(error)),
    optional(async () => ((await callContract(api, 'GET /api/item/:itemUserCode/relation', { params: { itemUserCode: code } }))?.list ?? []).map(toCardItem), []),
    optional<ReviewPage | null>(() => callContract(api, 'GET /api/item/reviews', { query: reviewsQuery({ itemUserCode: code }), cache: 'no-store' }), null),
    optional<Page<ItemInquiry> | null>(() => callContract(api, 'GET /api/item/:itemUserCode/inquiry', { params: { itemUserCode: code }, query: { page: 1, size: INQUIRIES_PER_PAGE }, cache: 'no-store' }), null),
  ]);
  const origin = new URL(args.request.url).origin;
  return toItemPageData(answer, { related, reviews, inquiries, origin });
}

/** The loader of `/items/:id`: its data, and the code of its lazy sections (so SSR and client navigations render them at once). */
export const loadItem = withSections(loadItemData, ITEM_SECTIONS);

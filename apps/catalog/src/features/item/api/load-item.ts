import { getItem } from '@shop/api-client';
import type { ItemDetailResponse, ItemLabel } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';
import type { ShippingTerms } from '../utils/shipping-text.ts';

/** A category step of the item breadcrumb. */
export type ItemCrumb = { url: string; name: string };

/** Loader data of `/items/:id` (plain JSON). */
export type ItemPageData = {
  /** Document title (read by the shell). */
  title: string;
  itemUserCode: string;
  itemName: string;
  itemSummary: string;
  brand: string;
  sellerName: string;
  presentPrice: number;
  salePrice: number;
  discountRate: number;
  labels: ItemLabel[];
  soldOut: boolean;
  images: string[];
  originCountry: string;
  shipping: ShippingTerms;
  /** Admin HTML from the API. */
  detailContent: string;
  infos: Array<{ title: string; description: string }>;
  seller: { representativeName: string; businessNumber: string; businessLocation: string; deliveryCompanyName: string };
  reviewCount: number;
  displayReviewScore: number;
  earnPoint: number | null;
  /** Top level → deepest category of the item's first category path. */
  trail: ItemCrumb[];
};

function galleryImages(item: ItemDetailResponse['item']): string[] {
  const images = (item.images ?? []).filter(Boolean);
  if (images.length > 0) return images;
  return item.itemImage ? [item.itemImage] : [];
}

/** Shapes the API answer into the page data. */
export function toItemPageData(answer: ItemDetailResponse): ItemPageData {
  const { item } = answer;
  const path = answer.breadcrumbs?.[0]?.breadcrumbCategories ?? [];
  return {
    title: item.itemName,
    itemUserCode: item.itemUserCode,
    itemName: item.itemName,
    itemSummary: item.itemSummary ?? '',
    brand: item.brand ?? '',
    sellerName: item.sellerName ?? '',
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
    },
    detailContent: item.detailContent ?? '',
    infos: item.infos ?? [],
    seller: {
      representativeName: item.representativeName ?? '',
      businessNumber: item.businessNumber ?? '',
      businessLocation: item.businessLocation ?? '',
      deliveryCompanyName: item.deliveryCompanyName ?? '',
    },
    reviewCount: item.reviewCount ?? 0,
    displayReviewScore: item.displayReviewScore ?? 0,
    earnPoint: answer.itemEarnPoint?.point ?? null,
    trail: path.map((category) => ({ url: category.url, name: category.name })),
  };
}

/** Loads an item by its public code (`/items/:id`); an unknown code is a 404. */
export async function loadItem(args: LoaderFunctionArgs): Promise<ItemPageData> {
  const code = args.params.id;
  if (!code) notFound();
  const { api } = args.context.get(appContext);
  const answer = await getItem(api, code).catch((error: unknown): ItemDetailResponse => rethrowAsNotFound(error));
  return toItemPageData(answer);
}

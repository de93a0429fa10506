import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Item list card on the wire (contract: ItemCard). */
export type ItemCard = {
  itemId: number;
  itemUserCode: string;
  itemName: string;
  itemSummary: string;
  itemImage: string | null;
  brand: string;
  brandId: number;
  sellerId: number;
  sellerName: string;
  itemPrice: number;
  presentPrice: number;
  salePrice: number;
  discountRate: number;
  labels: { label: string; color: string }[];
  itemSoldOutFlag: 'Y' | 'N';
  itemOptionFlag: 'Y' | 'N';
  itemType: string;
  nonmemberOrderType: string;
  orderMinQuantity: number;
  orderMaxQuantity: number;
  shippingType: string;
  reviewCount: number;
  displayReviewScore: number;
};

/** Whole-percent discount from list price to selling price (rounded down, never negative). */
export function discountRate(itemPrice: number, presentPrice: number): number {
  if (itemPrice <= 0 || presentPrice >= itemPrice) return 0;
  return Math.floor(((itemPrice - presentPrice) * 100) / itemPrice);
}

/** Base query: items with brand and seller names, selecting what a card needs. */
export function cardQuery(db: Kysely<Database>) {
  return db
    .selectFrom('items')
    .innerJoin('brands', 'brands.id', 'items.brandId')
    .innerJoin('sellers', 'sellers.id', 'items.sellerId')
    .select([
      'items.id', 'items.itemUserCode', 'items.name', 'items.summary', 'items.brandId', 'brands.name as brandName',
      'items.sellerId', 'sellers.name as sellerName', 'items.itemPrice', 'items.presentPrice', 'items.stockQuantity',
      'items.soldOutFlag', 'items.itemOptionType', 'items.itemType', 'items.nonmemberOrderType', 'items.orderMinQuantity',
      'items.orderMaxQuantity', 'items.shippingType', 'items.reviewCount', 'items.reviewScoreTenths', 'items.categoryId',
    ]);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

/** Labels and first picture of each item, for a page of cards. */
export async function loadCardExtras(db: Kysely<Database>, ids: number[]) {
  const labels = new Map<number, { label: string; color: string }[]>();
  const images = new Map<number, string>();
  if (ids.length === 0) return { labels, images };
  const labelRows = await db
    .selectFrom('itemLabels')
    .innerJoin('labels', 'labels.id', 'itemLabels.labelId')
    .select(['itemLabels.itemId', 'labels.label', 'labels.color'])
    .where('itemLabels.itemId', 'in', ids)
    .orderBy('labels.id')
    .execute();
  for (const r of labelRows) labels.set(r.itemId, [...(labels.get(r.itemId) ?? []), { label: r.label, color: r.color }]);
  const imageRows = await db.selectFrom('itemImages').select(['itemId', 'path']).where('itemId', 'in', ids).where('ordering', '=', 1).execute();
  for (const r of imageRows) images.set(r.itemId, r.path);
  return { labels, images };
}

/** True when the item cannot be bought at all (manual flag or no stock left). */
export function isSoldOut(row: { soldOutFlag: string; stockQuantity: number }): boolean {
  return row.soldOutFlag === 'Y' || row.stockQuantity <= 0;
}

export function toItemCard(row: CardRow, extras: Awaited<ReturnType<typeof loadCardExtras>>): ItemCard {
  return {
    itemId: row.id,
    itemUserCode: row.itemUserCode,
    itemName: row.name,
    itemSummary: row.summary,
    itemImage: extras.images.get(row.id) ?? null,
    brand: row.brandName,
    brandId: row.brandId,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    itemPrice: row.itemPrice,
    presentPrice: row.presentPrice,
    salePrice: row.itemPrice,
    discountRate: discountRate(row.itemPrice, row.presentPrice),
    labels: extras.labels.get(row.id) ?? [],
    itemSoldOutFlag: isSoldOut(row) ? 'Y' : 'N',
    itemOptionFlag: row.itemOptionType ? 'Y' : 'N',
    itemType: row.itemType,
    nonmemberOrderType: row.nonmemberOrderType,
    orderMinQuantity: row.orderMinQuantity,
    orderMaxQuantity: row.orderMaxQuantity,
    shippingType: row.shippingType,
    reviewCount: row.reviewCount,
    displayReviewScore: row.reviewScoreTenths / 10,
  };
}

/** Cards for the given rows, in the same order. */
export async function toItemCards(db: Kysely<Database>, rows: CardRow[]): Promise<ItemCard[]> {
  const extras = await loadCardExtras(db, rows.map((r) => r.id));
  return rows.map((r) => toItemCard(r, extras));
}

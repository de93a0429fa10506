import type { ItemCard, ItemLabel } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whole-percent discount from list price to selling price (rounded down, never negative). */
export function discountRate(itemPrice: number, presentPrice: number): number {
  if (itemPrice <= 0 || presentPrice >= itemPrice) return 0;
  return Math.floor(((itemPrice - presentPrice) * 100) / itemPrice);
}

function buildCardQuery(db: Kysely<Database>) {
  return db
    .selectFrom('items')
    .innerJoin('brands', 'brands.id', 'items.brandId')
    .innerJoin('sellers', 'sellers.id', 'items.sellerId')
    // (item_id, ordering) is the key of item_images, so this join adds at most one row per item.
    .leftJoin('itemImages as cardImage', (join) => join.onRef('cardImage.itemId', '=', 'items.id').on('cardImage.ordering', '=', 1))
    .select([
      'items.id', 'items.itemUserCode', 'items.name', 'items.summary', 'items.brandId', 'brands.name as brandName',
      'items.sellerId', 'sellers.name as sellerName', 'items.itemPrice', 'items.presentPrice', 'items.stockQuantity',
      'items.soldOutFlag', 'items.itemOptionType', 'items.itemType', 'items.nonmemberOrderType', 'items.orderMinQuantity',
      'items.orderMaxQuantity', 'items.shippingType', 'items.reviewCount', 'items.reviewScoreTenths', 'items.categoryId', 'cardImage.path as imagePath',
    ]);
}

type CardQuery = ReturnType<typeof buildCardQuery>;

/** Kysely query builders are immutable, so the base query is built once per database and extended per call. */
const cardQueries = new WeakMap<Kysely<Database>, CardQuery>();

/** Base query: items with brand and seller names and the first picture, selecting what a card needs. */
export function cardQuery(db: Kysely<Database>): CardQuery {
  let query = cardQueries.get(db);
  if (!query) {
    query = buildCardQuery(db);
    cardQueries.set(db, query);
  }
  return query;
}

export type CardLabels = Map<number, ItemLabel[]>;

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

/** Labels of each item, for a page of cards. */
export async function loadCardLabels(db: Kysely<Database>, ids: number[]): Promise<CardLabels> {
  const labels: CardLabels = new Map();
  if (ids.length === 0) return labels;
  const labelRows = await db
    .selectFrom('itemLabels')
    .innerJoin('labels', 'labels.id', 'itemLabels.labelId')
    .select(['itemLabels.itemId', 'labels.label', 'labels.color'])
    .where('itemLabels.itemId', 'in', ids)
    .orderBy('labels.id')
    .execute();
  for (const r of labelRows) {
    const list = labels.get(r.itemId);
    if (list) list.push({ label: r.label, color: r.color });
    else labels.set(r.itemId, [{ label: r.label, color: r.color }]);
  }
  return labels;
}

/** True when the item cannot be bought at all (manual flag or no stock left). */
export function isSoldOut(row: { soldOutFlag: string; stockQuantity: number }): boolean {
  return row.soldOutFlag === 'Y' || row.stockQuantity <= 0;
}

export function toItemCard(row: CardRow, labels: CardLabels): ItemCard {
  return {
    itemId: row.id,
    itemUserCode: row.itemUserCode,
    itemName: row.name,
    itemSummary: row.summary,
    itemImage: row.imagePath,
    brand: row.brandName,
    brandId: row.brandId,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    itemPrice: row.itemPrice,
    presentPrice: row.presentPrice,
    salePrice: row.itemPrice,
    discountRate: discountRate(row.itemPrice, row.presentPrice),
    labels: labels.get(row.id) ?? [],
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
  const labels = await loadCardLabels(db, rows.map((r) => r.id));
  return rows.map((r) => toItemCard(r, labels));
}

import type { ItemDetail, ItemDetailResponse, ItemSet } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sharedRead } from '../../db/shared-read.ts';
import { apiError } from '../../http/error-table.ts';
import { EARN_POINT_RATE } from '../../lib/commerce.ts';
import { breadcrumbsOf } from '../category/category-tree.ts';
import { loadCategoryTree } from '../category/service.ts';
import { cardQuery, toItemCards } from './item-card.ts';
import { toOptionView } from './item-options.ts';
import { ItemInfosSchema } from '@shop/contracts/stored-json';
import { readJsonColumn } from '../../db/json-column.ts';

async function loadItem(db: Kysely<Database>, itemUserCode: string) {
  const row = await cardQuery(db)
    // item_id is the key of item_free_gifts: at most one row.
    .leftJoin('itemFreeGifts', 'itemFreeGifts.itemId', 'items.id')
    .select([
      'items.detailContent', 'items.infos', 'items.originCountry', 'items.shipping', 'items.shippingFreeAmount',
      'items.shippingItemCount', 'items.shippingExtraCharge1', 'items.shippingExtraCharge2', 'items.shippingGroupCode',
      'items.couponUseFlag', 'items.itemOptionTitle1', 'items.itemOptionTitle2', 'items.itemOptionTitle3',
      'sellers.representativeName', 'sellers.businessNumber', 'sellers.businessLocation', 'sellers.deliveryCompanyName',
      'itemFreeGifts.text as freeGiftText',
    ])
    .where('items.itemUserCode', '=', itemUserCode)
    .executeTakeFirst();
  if (!row) throw apiError('ITEM_NOT_FOUND');
  return row;
}

async function loadSetComponents(db: Kysely<Database>, setItemId: number): Promise<ItemSet[]> {
  const parts = await db.selectFrom('itemSetComponents').selectAll().where('setItemId', '=', setItemId).orderBy('ordering').execute();
  if (parts.length === 0) return [];
  const rows = await cardQuery(db).select('items.couponUseFlag').where('items.id', 'in', parts.map((p) => p.componentItemId)).execute();
  const cards = await toItemCards(db, rows);
  return parts.flatMap((p) => {
    const card = cards.find((c) => c.itemId === p.componentItemId);
    const couponUseFlag = rows.find((r) => r.id === p.componentItemId)?.couponUseFlag ?? 'N';
    return card ? [{ ...card, quantity: p.quantity, couponUseFlag }] : [];
  });
}

const CARD_BENEFITS = 'card-benefits';
const DELIVERY_INFO = 'delivery-info';

/** The card-benefit and delivery-info texts every item page shows (site-wide, so one read is shared). */
const loadItemPageTexts = sharedRead(async (db) => {
  const rows = await db.selectFrom('siteContents').selectAll().where('key', 'in', [CARD_BENEFITS, DELIVERY_INFO]).execute();
  return { cardBenefits: rows.find((r) => r.key === CARD_BENEFITS), deliveryInfo: rows.find((r) => r.key === DELIVERY_INFO) };
});

/** itemType of a set item, whose components are listed in item_set_components. */
const SET_ITEM_TYPE = '3';

/**
 * Everything the item page shows; counts the view. 404 for an unknown itemUserCode. The card benefits (카드사 무이자
 * 할부) show only when the shop offers card payment (`cardOffered`, SHOP_PAYMENT_METHODS).
 */
export async function getItemDetail(db: Kysely<Database>, itemUserCode: string, cardOffered = true): Promise<ItemDetailResponse> {
  const row = await loadItem(db, itemUserCode);
  // The view is counted before the answer leaves (nothing in the answer depends on it).
  const [, [card], images, options, itemSets, tree, { cardBenefits, deliveryInfo }] = await Promise.all([
    db.updateTable('items').set((eb) => ({ hits: eb('hits', '+', 1) })).where('id', '=', row.id).execute(),
    toItemCards(db, [row]),
    db.selectFrom('itemImages').select('path').where('itemId', '=', row.id).orderBy('ordering').execute(),
    db.selectFrom('itemOptions').selectAll().where('itemId', '=', row.id).where('hideFlag', '=', 'N').orderBy('ordering').execute(),
    row.itemType === SET_ITEM_TYPE ? loadSetComponents(db, row.id) : [],
    loadCategoryTree(db),
    loadItemPageTexts(db),
  ]);
  if (!card) throw new Error(`Item ${row.id} has no card`);
  const item: ItemDetail = {
    ...card,
    images: images.map((i) => i.path),
    detailContent: row.detailContent,
    infos: readJsonColumn(ItemInfosSchema, row.infos, 'items.infos'),
    originCountry: row.originCountry,
    categoryId: row.categoryId,
    shipping: row.shipping,
    shippingFreeAmount: row.shippingFreeAmount,
    shippingItemCount: row.shippingItemCount,
    shippingExtraCharge1: row.shippingExtraCharge1,
    shippingExtraCharge2: row.shippingExtraCharge2,
    shippingGroupCode: row.shippingGroupCode,
    couponUseFlag: row.couponUseFlag,
    setItemFlag: row.itemType === SET_ITEM_TYPE ? 'Y' : 'N',
    itemSets,
    stockQuantity: row.stockQuantity,
    itemOptionType: row.itemOptionType,
    itemOptionTitle1: row.itemOptionTitle1,
    itemOptionTitle2: row.itemOptionTitle2,
    itemOptionTitle3: row.itemOptionTitle3,
    itemOptions: options.map((o) => toOptionView(o, row.presentPrice)),
    representativeName: row.representativeName,
    businessNumber: row.businessNumber,
    businessLocation: row.businessLocation,
    deliveryCompanyName: row.deliveryCompanyName,
    freeGiftItemText: row.freeGiftText ?? '',
  };
  const crumbs = breadcrumbsOf(tree, row.categoryId);
  return {
    item,
    breadcrumbs: [
      {
        categoryClass: crumbs.at(-1)?.code ?? '',
        breadcrumbCategories: crumbs.map((c) => ({ ...c, categoryUrl: c.url, categoryName: c.name, categoryCode: c.code })),
      },
    ],
    itemEarnPoint: { point: Math.floor((row.presentPrice * EARN_POINT_RATE) / 100), pointRate: EARN_POINT_RATE, levelName: null, levelPointRate: 0 },
    cardBenefits: cardBenefits && cardOffered
      ? { subject: cardBenefits.subject, content: cardBenefits.content, startDate: cardBenefits.startDate, endDate: cardBenefits.endDate }
      : null,
    deliveryInfo: deliveryInfo?.content ?? '',
    reviewFilters: [],
  };
}

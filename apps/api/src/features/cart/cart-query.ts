import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSoldOut } from '../item/item-card.ts';
import { isOptionSoldOut } from '../item/item-options.ts';
import type { CartLineData } from './cart-line.ts';
import { OptionTextsSchema, readJsonColumn } from '../../db/json-column.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

type OptionRow = { id: number; optionType: string; name1: string; name2: string | null; name3: string | null; optionPrice: number; stockQuantity: number };

function combinationText(titles: (string | null)[], option: OptionRow): string {
  return [option.name1, option.name2, option.name3]
    .map((name, i) => (name === null ? undefined : `${titles[i] ?? ''}: ${name}`))
    .filter((part): part is string => part !== undefined)
    .map(escapeHtml)
    .join(' / ');
}

/** What to show as a line: a cart row, or an order sheet line (whose `cartId` is its position). */
export type LineRequest = { cartId: number; itemId: number; itemOptionId: number | null; optionText: string; quantity: number };

/** The lines of `requests`, in their order, with what the cart page and the order sheet show (unknown items are left out). */
export async function loadLines(db: Kysely<Database>, requests: readonly LineRequest[]): Promise<CartLineData[]> {
  if (requests.length === 0) return [];
  const itemIds = [...new Set(requests.map((r) => r.itemId))];
  const [items, options, images, parts] = await Promise.all([
    db.selectFrom('items')
      .innerJoin('brands', 'brands.id', 'items.brandId')
      .innerJoin('sellers', 'sellers.id', 'items.sellerId')
      .select([
        'items.id as itemId', 'items.itemUserCode', 'items.name as itemName', 'brands.name as brand', 'items.itemType', 'items.sellerId',
        'sellers.name as sellerName', 'sellers.ordering as sellerOrdering', 'sellers.deliveryCompanyName', 'items.itemPrice', 'items.presentPrice',
        'items.soldOutFlag', 'items.stockQuantity', 'items.orderMinQuantity', 'items.orderMaxQuantity', 'items.nonmemberOrderType',
        'items.couponUseFlag', 'items.shippingType', 'items.shipping', 'items.shippingFreeAmount', 'items.shippingItemCount',
        'items.shippingExtraCharge1', 'items.shippingExtraCharge2', 'items.shippingGroupCode', 'items.itemOptionTitle1',
        'items.itemOptionTitle2', 'items.itemOptionTitle3',
      ])
      .where('items.id', 'in', itemIds)
      .execute(),
    db.selectFrom('itemOptions').select(['id', 'itemId', 'optionType', 'name1', 'name2', 'name3', 'optionPrice', 'stockQuantity']).where('itemId', 'in', itemIds).execute(),
    db.selectFrom('itemImages').select(['itemId', 'path']).where('itemId', 'in', itemIds).where('ordering', '=', 1).execute(),
    db.selectFrom('itemSetComponents').innerJoin('items', 'items.id', 'itemSetComponents.componentItemId')
      .select(['itemSetComponents.setItemId', 'items.id as itemId', 'items.name as itemName', 'itemSetComponents.quantity'])
      .where('itemSetComponents.setItemId', 'in', itemIds).orderBy('itemSetComponents.ordering').execute(),
  ]);
  const itemById = new Map(items.map((i) => [i.itemId, i]));
  const optionById = new Map(options.map((o) => [o.id, o]));
  return requests.flatMap((request) => {
    const r = itemById.get(request.itemId);
    if (!r) return [];
    const titles = [r.itemOptionTitle1, r.itemOptionTitle2, r.itemOptionTitle3];
    const combination = request.itemOptionId === null ? undefined : optionById.get(request.itemOptionId);
    const texts = readJsonColumn(OptionTextsSchema, request.optionText, 'carts.optionText').flatMap(([id, text]) => {
      const option = optionById.get(id);
      return option ? [{ option, text }] : [];
    });
    const optionText = combination
      ? combinationText(titles, combination)
      : texts.map(({ option, text }) => escapeHtml(`${option.name1}: ${text}`)).join(' / ');
    return [{
      cartId: request.cartId, quantity: request.quantity, itemId: r.itemId, itemUserCode: r.itemUserCode, itemName: r.itemName, brand: r.brand,
      itemImage: images.find((i) => i.itemId === r.itemId)?.path ?? null, itemType: r.itemType, sellerId: r.sellerId,
      sellerName: r.sellerName, sellerOrdering: r.sellerOrdering, deliveryCompanyName: r.deliveryCompanyName,
      itemPrice: r.itemPrice, presentPrice: r.presentPrice,
      optionPrice: combination ? combination.optionPrice : texts.reduce((s, t) => s + t.option.optionPrice, 0),
      itemOptionId: request.itemOptionId, options: optionText,
      soldOut: isSoldOut(r) || (combination !== undefined && isOptionSoldOut(combination)),
      orderMinQuantity: r.orderMinQuantity, orderMaxQuantity: r.orderMaxQuantity,
      stockQuantity: combination ? combination.stockQuantity : r.stockQuantity,
      nonmemberOrderType: r.nonmemberOrderType, couponUseFlag: r.couponUseFlag,
      policy: {
        shippingType: r.shippingType, shipping: r.shipping, shippingFreeAmount: r.shippingFreeAmount, shippingItemCount: r.shippingItemCount,
        shippingExtraCharge1: r.shippingExtraCharge1, shippingExtraCharge2: r.shippingExtraCharge2,
      },
      shippingGroupCode: r.shippingGroupCode,
      itemSets: parts.filter((p) => p.setItemId === r.itemId).map((p) => ({ itemId: p.itemId, itemName: p.itemName, quantity: p.quantity })),
    }];
  });
}

/** All lines of one owner's cart with what the cart page shows, newest first. */
export async function loadCartLines(db: Kysely<Database>, ownerKey: string): Promise<CartLineData[]> {
  const rows = await db
    .selectFrom('carts')
    .select(['id as cartId', 'itemId', 'itemOptionId', 'optionText', 'quantity'])
    .where('ownerKey', '=', ownerKey)
    .orderBy('id', 'desc')
    .execute();
  return loadLines(db, rows);
}

/** Sum of quantities over all lines of the owner's cart. */
export async function countCartQuantity(db: Kysely<Database>, ownerKey: string): Promise<number> {
  const row = await db
    .selectFrom('carts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.val(0)).as('total'))
    .where('ownerKey', '=', ownerKey)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

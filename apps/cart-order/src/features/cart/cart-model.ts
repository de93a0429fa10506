import type { BuyItem, Cart, CartShipping } from '@shop/api-client';
import { SHIPPING_TYPES } from '@shop/validators';
import { optionsText } from '../../lib/options-text.ts';

/** One cart line as the page shows it (plain JSON: it travels in the hydration data). */
export type CartLine = {
  cartId: number;
  sellerId: number;
  itemUserCode: string;
  itemName: string;
  brand: string;
  image: string;
  options: string;
  soldOut: boolean;
  quantity: number;
  minQuantity: number;
  /** Null when the item has no upper limit. */
  maxQuantity: number | null;
  /** Selling price per piece (item + option). */
  unitPrice: number;
  /** List price per piece (item + option); above `unitPrice` when discounted. */
  listUnitPrice: number;
  itemSalePrice: number;
  optionPrice: number;
  /** Discount of the whole line on top of the selling price. */
  discountAmount: number;
  earnPoint: number;
  /** A set item: its components come from `GET /api/cart/set-item-info/{cartId}`. */
  isSet: boolean;
  /** "구매 사은품" text, '' without a free gift. */
  freeGift: string;
  itemId: number;
  /** The chosen option combination, null for an item without one (or a text option). */
  itemOptionId: number | null;
};

/** A shipping group: lines sharing one shipping rule. */
export type CartShippingGroup = {
  key: string;
  shippingType: string;
  shipping: number;
  shippingFreeAmount: number;
  shippingItemCount: number;
  shippingExtraCharge1: number;
  shippingExtraCharge2: number;
  /** "판매자 조건부 무료배송" and the like, from the API. */
  label: string;
  /** "30,000원 이상 구매 시 무료배송" and the like, from the API (plain text). */
  message: string;
  deliveryCompanyName: string;
  lines: CartLine[];
};

/** The lines of one seller. */
export type CartSeller = { sellerId: number; sellerName: string; itemQuantity: number; groups: CartShippingGroup[] };

/** The cart page's data. */
export type CartModel = { sellers: CartSeller[] };

const CONDITIONAL_TYPES: readonly string[] = [SHIPPING_TYPES.SELLER_CONDITIONAL, SHIPPING_TYPES.WAREHOUSE_CONDITIONAL, SHIPPING_TYPES.ITEM_CONDITIONAL];

/** Whether a group ships free from `shippingFreeAmount` on ("(N원 이상 무료배송)"). */
export function hasFreeShippingThreshold(group: Pick<CartShippingGroup, 'shippingType' | 'shippingFreeAmount'>): boolean {
  return CONDITIONAL_TYPES.includes(group.shippingType) && group.shippingFreeAmount > 0;
}

const isYes = (flag: unknown) => flag === 'Y' || flag === true;
const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function toLine(item: BuyItem): CartLine {
  const wire = item as BuyItem & { soldOutFlag?: unknown; itemImage?: string | null; itemOptionId?: unknown };
  const price = item.itemPrice;
  const maxQuantity = count(item.orderQuantity?.maxQuantity, 0);
  return {
    cartId: item.cartId,
    sellerId: item.sellerId,
    itemUserCode: item.itemUserCode,
    itemName: item.itemName,
    brand: item.brand ?? '',
    image: wire.itemImage ?? '',
    options: optionsText(item.options),
    soldOut: isYes(wire.soldOutFlag) || isYes(item.itemSoldOutFlag) || isYes(item.orderQuantity?.soldOutFlag),
    quantity: price.quantity,
    minQuantity: Math.max(1, count(item.orderQuantity?.minQuantity, 1)),
    maxQuantity: maxQuantity > 0 ? maxQuantity : null,
    unitPrice: price.itemSalePrice + price.optionPrice,
    listUnitPrice: Math.max(count(price.price, price.itemSalePrice), price.itemSalePrice) + price.optionPrice,
    itemSalePrice: price.itemSalePrice,
    optionPrice: price.optionPrice,
    discountAmount: count(price.discountAmount, 0),
    earnPoint: count(price.earnPoint, 0),
    isSet: isYes(item.setItemFlag),
    freeGift: optionsText(item.freeGiftItemText),
    itemId: item.itemId,
    itemOptionId: typeof wire.itemOptionId === 'number' ? wire.itemOptionId : null,
  };
}

function groupItems(shipping: CartShipping): BuyItem[] {
  if (shipping.buyItems && shipping.buyItems.length > 0) return shipping.buyItems;
  return shipping.buyItem ? [shipping.buyItem] : [];
}

function toGroup(shipping: CartShipping, sellerId: number, index: number): CartShippingGroup {
  const wire = shipping as CartShipping & { deliveryCompanyName?: string };
  return {
    key: `${sellerId}:${shipping.shippingType}:${shipping.shippingGroupCode}:${index}`,
    shippingType: String(shipping.shippingType),
    shipping: shipping.shipping,
    shippingFreeAmount: shipping.shippingFreeAmount,
    shippingItemCount: shipping.shippingItemCount,
    shippingExtraCharge1: shipping.shippingExtraCharge1 ?? 0,
    shippingExtraCharge2: shipping.shippingExtraCharge2 ?? 0,
    label: shipping.shippingTypeLabel ?? '',
    message: optionsText(shipping.shippingTypeMessage),
    deliveryCompanyName: wire.deliveryCompanyName ?? '',
    lines: groupItems(shipping).map(toLine),
  };
}

/**
 * The cart answer reduced to what the page shows: sellers → shipping groups → lines, in the API's order.
 * Groups without lines are dropped.
 * @param cart The answer of `GET /api/cart`, through `normalizeCart`.
 * @returns The page model.
 */
export function toCartModel(cart: Cart): CartModel {
  const sellers = cart.receivers.sellerShipping.map((seller) => ({
    sellerId: seller.sellerId,
    sellerName: seller.sellerName,
    itemQuantity: seller.itemQuantity,
    groups: seller.shippings.map((shipping, index) => toGroup(shipping, seller.sellerId, index)).filter((group) => group.lines.length > 0),
  }));
  return { sellers: sellers.filter((seller) => seller.groups.length > 0) };
}

/** Every line of the cart, in display order. */
export function allLines(model: CartModel): CartLine[] {
  return model.sellers.flatMap((seller) => seller.groups.flatMap((group) => group.lines));
}

/** The sold-out lines, shown apart from the orderable ones (never checkable, only removable). */
export function soldOutLines(model: CartModel): CartLine[] {
  return allLines(model).filter((line) => line.soldOut);
}
